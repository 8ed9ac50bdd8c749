// Numbers in the report CSVs (decision 0221): a decimal comma and no grouping, so Excel reads them
// as numbers; a share as a percentage with one decimal; nothing for a missing value.
export const csvNumber = (value: number | null): string => (value === null ? '' : String(value).replace('.', ','));
export const csvPercent = (share: number | null): string => (share === null ? '' : csvNumber(Math.round(share * 1000) / 10));
