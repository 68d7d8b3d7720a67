import { WritingItemPlayer } from "@web/components/writing/WritingItemPlayer.tsx";
import type { PlayerProps } from "../types.ts";

/**
 * Writing after listening player: the shared writing item player (panel, checker, result).
 * @param props - the shell's player props
 * @returns the player
 */
export default function ListenWritingPlayer(props: PlayerProps<"listen-writing">) {
  return <WritingItemPlayer {...props} />;
}
