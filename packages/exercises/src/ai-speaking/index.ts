// AI speaking (pure): matching a recognised answer to a node's intents, the session scores and the
// deterministic choice of a line's variant.
export * from "./match.ts";
export * from "./score.ts";
