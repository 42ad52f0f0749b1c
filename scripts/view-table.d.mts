export interface RouteFile {
  file: string
  route: string
  name: string
  module: string
}
export function readRoutes(root: string): RouteFile[]
export function renderViewTable(root: string): string
export function renderViewRoutes(root: string): string
export function renderViewNav(views: Record<string, unknown>): string
