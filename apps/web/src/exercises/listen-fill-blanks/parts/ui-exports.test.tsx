import { modeVisibility, type ObjectiveKind } from "@hibiki/exercises";
import { render, screen } from "@testing-library/react";
import { Suspense } from "react";
import { describe, expect, it } from "vitest";
import { fillInOrderUi } from "../../fill-in-order/index.ts";
import { grammarBlankFillUi } from "../../grammar-blank-fill/index.ts";
import { jaToEnWritingUi } from "../../ja-to-en-writing/index.ts";
import { listenFillLettersUi } from "../../listen-fill-letters/index.ts";
import { sentenceSortingUi } from "../../sentence-sorting/index.ts";
import { translateFillWordsUi } from "../../translate-fill-words/index.ts";
import type { ExerciseUi } from "../../types.ts";
import { listenFillBlanksUi } from "../index.ts";
import { type ObjectiveBKind, sampleItem, TEST_ASSET_BASE } from "./test-harness.tsx";

const UIS: Record<ObjectiveBKind, ExerciseUi<ObjectiveKind>> = {
  "listen-fill-blanks": listenFillBlanksUi as ExerciseUi<ObjectiveKind>,
  "sentence-sorting": sentenceSortingUi as ExerciseUi<ObjectiveKind>,
  "listen-fill-letters": listenFillLettersUi as ExerciseUi<ObjectiveKind>,
  "grammar-blank-fill": grammarBlankFillUi as ExerciseUi<ObjectiveKind>,
  "fill-in-order": fillInOrderUi as ExerciseUi<ObjectiveKind>,
  "ja-to-en-writing": jaToEnWritingUi as ExerciseUi<ObjectiveKind>,
  "translate-fill-words": translateFillWordsUi as ExerciseUi<ObjectiveKind>,
};

describe("the seven UI exports the registry imports", () => {
  for (const [kind, ui] of Object.entries(UIS) as [ObjectiveBKind, ExerciseUi<ObjectiveKind>][]) {
    it(`${kind}: names its kind and lazily loads a player and a result with their test ids`, async () => {
      expect(ui.kind).toBe(kind);
      const { Player, Result } = ui as unknown as ExerciseUi<typeof kind>;
      const item = sampleItem(kind);
      const noop = async () => ({ question_id: item.question_id });
      // Audio-free render: the sample items' audio needs the shell's resource context, so drop it here.
      const plain = { ...item, audio_file: undefined } as never;
      render(
        <Suspense fallback={<p>loading</p>}>
          <Player
            kind={kind as never}
            item={plain}
            position={0}
            count={1}
            mode="practice"
            visibility={modeVisibility("practice")}
            assetBase={TEST_ASSET_BASE}
            onSubmit={noop as never}
            onNext={() => undefined}
          />
          <Result
            kind={kind as never}
            items={[plain]}
            answers={[]}
            assetBase={TEST_ASSET_BASE}
            mode="practice"
          />
        </Suspense>,
      );
      expect(await screen.findByTestId(`player-${kind}`)).toBeTruthy();
      expect(await screen.findByTestId(`result-${kind}`)).toBeTruthy();
    });
  }
});
