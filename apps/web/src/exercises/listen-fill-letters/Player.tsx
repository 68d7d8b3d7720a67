import { type AnswerOf, normalizeLetter, validateLetters } from "@hibiki/exercises";
import { Button } from "@web/components/Button.tsx";
import { type KeyboardEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { AnswerFeedback } from "../listen-fill-blanks/parts/AnswerFeedback.tsx";
import { PlayerFrame } from "../listen-fill-blanks/parts/PlayerFrame.tsx";
import { useAnswerFlow } from "../listen-fill-blanks/parts/use-answer-flow.ts";
import { useOptionalResourceContext } from "../shell/resource-context.ts";
import { AudioPlayer } from "../shell/ui/AudioPlayer.tsx";
import type { PlayerProps } from "../types.ts";
import { LetterBoard } from "./LetterBoard.tsx";
import { freeTileFor, letterTiles, slotsFromLetters } from "./letter-tiles.ts";

/**
 * Listen-and-fill-letters player: listen, then pick the shuffled letters into the word's blanks
 * (tap, or type on the keyboard; Backspace takes the last one back). The number of letters must
 * equal the number of blanks (validateLetters); letters are sent normalised (curly quotes straight).
 * @param props - the shell's player props
 * @returns the player
 */
export default function ListenFillLettersPlayer(props: PlayerProps<"listen-fill-letters">) {
  const { kind, item, visibility, previous, onSubmit } = props;
  const { t } = useTranslation();
  const flow = useAnswerFlow<AnswerOf<"listen-fill-letters">>(item, previous, onSubmit);
  const blankCount = item.filling_answer_letters.length;
  const optionRandom = useOptionalResourceContext()?.resource.option_random;
  const [tiles] = useState(() => letterTiles(item, optionRandom, Math.random));
  const [slots, setSlots] = useState(() => slotsFromLetters(tiles, previous, blankCount));
  const letters = slots.map((id) => tiles.find((x) => x.id === id)?.letter ?? "");
  const locked = flow.locked || flow.busy;

  const update = (next: (number | null)[]) => {
    setSlots(next);
    flow.clearHint();
  };
  const place = (tileId: number) => {
    const at = slots.indexOf(null);
    if (at === -1 || slots.includes(tileId)) return;
    update(slots.map((s, i) => (i === at ? tileId : s)));
  };
  const takeBack = (at: number) => update(slots.map((s, i) => (i === at ? null : s)));

  // Typing a letter picks a matching free tile; Backspace empties the last filled blank.
  const handleKeyDown = (e: KeyboardEvent) => {
    if (locked || e.ctrlKey || e.metaKey || e.altKey || e.nativeEvent.isComposing) return;
    if (e.key === "Backspace") {
      const last = slots.findLastIndex((s) => s !== null);
      if (last !== -1) takeBack(last);
      e.preventDefault();
      return;
    }
    if ([...e.key].length !== 1 || e.key === " ") return;
    const tile = freeTileFor(tiles, slots, e.key);
    if (tile) {
      place(tile.id);
      e.preventDefault();
    }
  };

  const handleCheck = () =>
    void flow.submit(validateLetters(letters, blankCount), () => ({
      question_id: item.question_id,
      answer_result: letters.map(normalizeLetter),
    }));

  return (
    <PlayerFrame
      kind={kind}
      instruction={item.instruction_jp ?? item.instruction}
      flow={flow}
      onCheck={handleCheck}
      hint={item.hint_jp ?? item.hint_en}
      translation={item.translation ?? item.screen_jp_text}
      actions={
        <Button
          variant="ghost"
          onClick={() => update(slots.map(() => null))}
          disabled={letters.every((l) => !l)}
        >
          {t("objb.clear")}
        </Button>
      }
      feedback={
        <AnswerFeedback
          answer={flow.scored}
          colour={flow.colour}
          visibility={visibility}
          explanation={item.explanation}
        />
      }
    >
      {item.audio_file && <AudioPlayer file={item.audio_file} testId="item-audio" />}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: keys typed on the (focusable) tiles bubble here */}
      <div onKeyDown={handleKeyDown}>
        <LetterBoard
          template={item.screen_text}
          tiles={tiles}
          slots={slots}
          onPlace={place}
          onTakeBack={takeBack}
          disabled={locked}
        />
        {!flow.locked && <p className="objb-hint">{t("objb.letters_hint")}</p>}
      </div>
    </PlayerFrame>
  );
}
