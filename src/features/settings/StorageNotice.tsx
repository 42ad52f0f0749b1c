export function StorageNotice() {
  return (
    <div className="rounded-md border border-warn/40 bg-sunken p-3 text-sm">
      <p className="font-semibold text-warn">Stored in this browser’s local storage</p>
      <ul className="mt-1 list-disc space-y-1 pl-5 text-muted">
        <li>The key is kept as plain text until you remove it. Anyone using this browser profile can read it, so do not save it on a shared computer.</li>
        <li>
          It is sent only to the addresses below: in the <code>X-API-Key</code> header to the REST APIs and, as the provider requires, as a path segment of the
          JSON-RPC address. It never appears in a page address or a link.
        </li>
      </ul>
    </div>
  )
}
