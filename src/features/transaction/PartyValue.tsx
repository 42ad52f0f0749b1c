import { AddressEntity, type AddressParty } from '@/components/AddressEntity'
import { UntrustedText } from '@/components/UntrustedText'
import { LazyVerifiedName } from './LazyVerifiedViews'

interface Props extends AddressParty {
  chain: string
  /** the contract's name in its verified source, where nothing else names the address */
  verifiedName?: string | null
}

/** An address on a detail page: its label and entity when known, and always the full address. */
export function PartyValue({ chain, address, label, entity, entityLogo, verifiedName }: Props) {
  if (!address) return <span className="text-muted">—</span>
  const named = Boolean(label ?? entity)
  return (
    <div className="min-w-0">
      <AddressEntity chainSlug={chain} address={address} label={label} entity={entity} entityLogo={entityLogo} full />
      {!named && verifiedName && <LazyVerifiedName name={verifiedName} />}
      {label && entity && (
        <span className="ml-1 text-sm text-muted">
          · <UntrustedText value={entity} maxLength={80} />
        </span>
      )}
      {/* Unnamed, the link itself shows the address, cut short only where the screen is narrow. */}
      <p className={`break-all font-mono text-xs text-muted ${named ? '' : 'sm:hidden'}`}>{address}</p>
    </div>
  )
}
