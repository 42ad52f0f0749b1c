import { require } from './shared.mjs'

/** The controllers through which .eth names are committed to, registered and renewed: ensjs's current, wrapped and legacy ones. */
const CONTROLLERS = ['ensEthRegistrarController', 'wrappedEthRegistrarController', 'legacyEthRegistrarController']

/** ENS's .eth registrar controllers on each served chain, from @ensdomains/ensjs's `addresses`. */
function controllerRows(served) {
  const { addresses } = require('@ensdomains/ensjs/contracts')
  return Object.entries(addresses).flatMap(([chainId, contracts]) =>
    served.has(Number(chainId))
      ? CONTROLLERS.filter((name) => contracts[name]).map((name) => ({
          chain: Number(chainId),
          address: contracts[name].address,
          entry: { protocol: 'ENS', role: 'ens-registrar-controller' },
        }))
      : [],
  )
}

/** @ensdomains/ensjs: the controllers that take a .eth name's commitment, registration and renewal. */
export const source = {
  precedence: 160,
  package: '@ensdomains/ensjs',
  gives: "ENS's .eth registrar controllers (current, wrapped and legacy) on Ethereum and Sepolia (`addresses`)",
  roles: {
    'ens-registrar-controller': 'ETHRegistrarController',
  },
  rows: (served) => controllerRows(served),
}
