/** A contract no npm package publishes: its address, its verified source, and the declarations taken from it. */
export const VERIFIED_CONTRACTS: { contract: string; address: string; source: string; declarations: string[] }[]
