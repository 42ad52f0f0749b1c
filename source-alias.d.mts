export declare const SOURCE_ALIAS: Record<'@', string>
