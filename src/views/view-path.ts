import type { ViewRoute } from './view'

/** The route as a link names it: an index route without its closing slash ('/rpc/' is linked as '/rpc'). */
export function linkTo(route: ViewRoute): string {
  return route.length > 1 ? route.replace(/\/$/, '') : route
}

/** The path a route takes at these params: `/$chain/tx/$hash` at `{ chain: 'eth', hash }` is `/eth/tx/0x…`. */
export function viewPath(route: ViewRoute, params: Readonly<Record<string, string>>): string {
  return linkTo(route).replace(/\$(\w+)/g, (_, name: string) => {
    const value = params[name]
    if (value === undefined) throw new Error(`${route} needs the param ${name}`)
    return encodeURIComponent(value)
  })
}

/** The values of the route's params, picked from a record that may hold more: `/$chain/tx/$hash` from a watched transaction. */
export function routeParams(route: ViewRoute, values: object): Record<string, string> {
  const named = values as Readonly<Record<string, unknown>>
  return Object.fromEntries([...route.matchAll(/\$(\w+)/g)].map(([, name]) => [name!, String(named[name!])]))
}
