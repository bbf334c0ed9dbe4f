/**
 * An address in the pieces a line may break between: after each slash (not inside `//`),
 * before `?` and `&`. Joined again they are the address, unchanged.
 */
export function urlParts(url: string): string[] {
  return url.split(/(?<=\/)(?!\/)|(?=[?&])/)
}
