/**
 * The home page's recorded race: one easy puzzle, its solution, and the order the winner
 * filled the empty cells (each a single at its turn, as a person would find them). Shipped in
 * the repository: the home page needs no network and no engine to show it.
 */
export const DEMO_GIVENS =
  "530070000600195000098000060800060003400803001700020006060000280000419005000080079";
export const DEMO_SOLUTION =
  "534678912672195348198342567859761423426853791713924856961537284287419635345286179";
/** Cell indexes (row * 9 + column) in the order they were filled. */
export const DEMO_FILL_ORDER: readonly number[] = [
  40, 37, 43, 38, 42, 48, 30, 58, 22, 23, 3, 5, 18, 21, 24, 26, 33, 32, 28, 29, 34, 46, 47, 50, 51,
  15, 16, 7, 6, 8, 2, 10, 11, 17, 52, 54, 57, 59, 56, 62, 64, 65, 69, 70, 63, 72, 73, 74, 75, 77,
  78,
];

/** The two racers of the replay, and how far the runner-up got when the winner finished. */
export const DEMO_RACERS = [
  { name: "Ada", share: 1 },
  { name: "Sam", share: 0.84 },
] as const;
