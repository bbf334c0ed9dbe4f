/** A dialog's detail rows (a receipt, a claim's preview) as [label, value] pairs. */
export function detailPairs(root: ParentNode): [string | undefined, string | undefined][] {
  return [...root.querySelectorAll('.detail-row')].map((row) => [
    row.querySelector('dt')?.textContent ?? undefined,
    row.querySelector('dd')?.textContent ?? undefined,
  ])
}
