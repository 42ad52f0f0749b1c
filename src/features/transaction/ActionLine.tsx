import { Fragment } from 'react'
import { Link } from '@tanstack/react-router'
import { AddressEntity, type AddressParty } from '@/components/AddressEntity'
import { UntrustedText } from '@/components/UntrustedText'
import { actorWord, tokenName, type ActionPart } from '@/lib/tx-story/action-parts'
import { amountItems, nftGroupText, type AmountContext } from '@/lib/tx-story/amount-text'
import { lineParts } from '@/lib/tx-story/explain'
import type { StoryLine } from '@/lib/tx-story/story'
import type { AssetChange } from '@/lib/tx-story/net-changes'
import { AssetAmount } from './AssetAmount'

interface Props {
  chain: string
  line: StoryLine
  context: AmountContext
  /** addresses the page knows a label for (the sender, the contract called): the line names them the same way */
  parties?: AddressParty[]
}

function Amounts({ chain, changes, context }: { chain: string; changes: AssetChange[]; context: AmountContext }) {
  const items = amountItems(changes)
  return items.map((item, index) => (
    <Fragment key={index}>
      {index > 0 && (index === items.length - 1 ? ' and ' : ', ')}
      {item.type === 'one' ? (
        <AssetAmount chain={chain} asset={item.asset} amount={item.amount} context={context} />
      ) : (
        <Link to="/$chain/collection/$address" params={{ chain, address: item.token }} className="text-accent hover:underline">
          {nftGroupText(item)}
        </Link>
      )}
    </Fragment>
  ))
}

function Part({ chain, part, context, parties }: { chain: string; part: ActionPart; context: AmountContext; parties: AddressParty[] }) {
  switch (part.type) {
    case 'text':
      return part.text
    case 'amounts':
      return <Amounts chain={chain} changes={part.changes} context={context} />
    case 'address': {
      const party = parties.find((candidate) => candidate.address?.toLowerCase() === part.address)
      const listed = context.contractName?.(part.address) ?? null
      return <AddressEntity chainSlug={chain} {...(party ?? {})} label={party?.label ?? listed} address={part.address} />
    }
    case 'token':
      return <span className="untrusted">{tokenName(part.token, context)}</span>
    case 'call':
      return <UntrustedText value={part.name} maxLength={64} className="font-mono" />
    case 'actor':
      return (
        <>
          {actorWord(part.actor)} <AddressEntity chainSlug={chain} address={part.actor.address} />
        </>
      )
    case 'untrusted':
      return <UntrustedText value={part.text} maxLength={part.maxLength} />
  }
}

/** One line at the top of the page that says what the transaction did. */
export function ActionLine({ chain, line, context, parties = [] }: Props) {
  const failed = line.tone === 'failed'
  const spam = line.tone === 'spam'
  return (
    <p
      data-testid="action-line"
      data-kind={line.kind}
      className={`rounded-lg border px-4 py-3 text-base font-medium break-words ${failed || spam ? 'border-danger/40 bg-danger/10' : 'border-line bg-raised'}`}
    >
      <span className="sr-only">What happened: </span>
      {lineParts(line).map((part, index) => (
        <Part key={index} chain={chain} part={part} context={context} parties={parties} />
      ))}
    </p>
  )
}
