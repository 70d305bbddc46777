/**
 * A small deterministic generator (xorshift32) of numbers in [0, 1): the same seed gives the same sequence,
 * for work that must be repeatable (texture fill, benchmark scenes and query sets).
 */
export function seededRandom(seed: number): () => number {
  let s = seed >>> 0 || 1;
  return () => {
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    return (s >>> 0) / 4294967296;
  };
}
