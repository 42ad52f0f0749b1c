// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { getApiConfig, PROXY_BASES, setApiConfig } from '@/config'
import { renderRoute } from '@/test/render-route'
import { OWN_KEY_STORAGE_KEY } from '@/lib/api-settings/own-key-storage'

const initial = getApiConfig()

beforeEach(() => localStorage.clear())
afterEach(() => setApiConfig(initial))

describe('the settings page', () => {
  it('says where the key is kept before one is entered', async () => {
    await renderRoute('/settings')
    expect(await screen.findByRole('heading', { name: 'Bring your own key' })).toBeInTheDocument()
    expect(screen.getByText('Stored in this browser’s local storage')).toBeInTheDocument()
    expect(screen.getByTestId('data-mode')).toHaveTextContent('built-in fixtures')
  })

  it('saves a key with a chosen address, applies it and says so in the footer', async () => {
    const user = userEvent.setup()
    await renderRoute('/settings')
    await user.type(await screen.findByLabelText('API key'), 'my-own-key-1234')
    await user.type(screen.getByLabelText('JSON-RPC address'), 'https://rpc.example/')
    await user.click(screen.getByRole('button', { name: 'Save in this browser' }))

    expect(screen.getByRole('status')).toHaveTextContent('Views now read live data with your key.')
    expect(screen.getByText('…1234')).toBeInTheDocument()
    expect(screen.getByTestId('data-mode')).toHaveTextContent('your own key')
    expect(getApiConfig()).toMatchObject({ apiKey: 'my-own-key-1234', bases: { rpc: 'https://rpc.example' } })
    expect(JSON.parse(localStorage.getItem(OWN_KEY_STORAGE_KEY) ?? 'null')).toMatchObject({ apiKey: 'my-own-key-1234' })
    expect(screen.getByLabelText('API key')).toHaveValue('')
  })

  it('explains what is wrong and saves nothing', async () => {
    const user = userEvent.setup()
    await renderRoute('/settings')
    await user.type(await screen.findByLabelText('EVM API address'), 'http://api.example')
    await user.click(screen.getByRole('button', { name: 'Save in this browser' }))

    expect(screen.getByText('Enter your API key.')).toBeInTheDocument()
    expect(screen.getByLabelText('EVM API address')).toHaveAccessibleDescription(/must start with https:\/\//)
    expect(localStorage.getItem(OWN_KEY_STORAGE_KEY)).toBeNull()
    expect(getApiConfig().apiKey).toBeNull()
  })

  it('removes a saved key and goes back to fixtures', async () => {
    const user = userEvent.setup()
    localStorage.setItem(OWN_KEY_STORAGE_KEY, JSON.stringify({ apiKey: 'saved-key-9876', bases: {} }))
    await renderRoute('/settings')
    expect(await screen.findByText('…9876')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Remove saved key' }))

    expect(screen.getByRole('status')).toHaveTextContent('Views are back on built-in fixtures.')
    expect(localStorage.getItem(OWN_KEY_STORAGE_KEY)).toBeNull()
    expect(getApiConfig()).toMatchObject({ apiKey: null, bases: PROXY_BASES })
    expect(screen.queryByRole('button', { name: 'Remove saved key' })).not.toBeInTheDocument()
  })

  it('says the server’s key wins in live mode', async () => {
    setApiConfig({ mode: 'live', bases: PROXY_BASES, apiKey: null })
    await renderRoute('/settings')
    expect(await screen.findByText('This server supplies its own API key.')).toBeInTheDocument()
    expect(screen.getByTestId('data-mode')).toHaveTextContent('this server’s proxy')
  })
})
