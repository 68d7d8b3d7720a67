import { WritingItemPlayer } from "@web/components/writing/WritingItemPlayer.tsx";
import type { PlayerProps } from "../types.ts";

/**
 * Topic writing player: the shared writing item player (panel, checker, result).
 * @param props - the shell's player props
 * @returns the player
 */
export default function TopicWritingPlayer(props: PlayerProps<"topic-writing">) {
  return <WritingItemPlayer {...props} />;
}
