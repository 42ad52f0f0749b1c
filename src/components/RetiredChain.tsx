interface Props {
  label: string
  retiredOn: string
}

/** A link to a chain the data provider no longer serves: it still opens, and says why there is nothing to show. */
export function RetiredChain({ label, retiredOn }: Props) {
  return (
    <div role="status" className="rounded-lg border border-line bg-raised p-4">
      <p className="font-semibold">
        {label} was retired on {retiredOn}
      </p>
      <p className="mt-1 text-sm">
        The data provider stopped serving {label} on {retiredOn}, so Chainview has nothing to show for this link and sent no request.
      </p>
    </div>
  )
}
