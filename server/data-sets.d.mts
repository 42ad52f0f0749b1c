import type { Plugin } from 'vite'

export interface DataSet {
  source: string
  folder: string
}
export declare const DATA_SETS: DataSet[]
export declare function dataSetHash(directory: string): string
export declare function dataSetNames(directory: string): string[]
export declare function dataSetFolder(root: string, set: DataSet): string
export declare function dataSetsPlugin(root: string): Plugin
