import {
  type AnswerOf,
  type BaseAnswer,
  type HomeworkSwitches,
  type ItemOf,
  itemSchemaFor,
  modeVisibility,
  type PlayerMode,
  ResourceSchema,
  SAMPLE_ITEMS,
  type SwitchVisibility,
} from "@hibiki/exercises";
import { render } from "@testing-library/react";
import type { ComponentType, ReactNode } from "react";
import { vi } from "vitest";
import { ResourceContext } from "../../shell/resource-context.ts";
import { SwitchesContext, type SwitchState } from "../../shell/switches.ts";
import type { PlayerProps, ResultProps } from "../../types.ts";

/** The seven kinds these players cover. */
export type ObjectiveBKind =
  | "listen-fill-blanks"
  | "sentence-sorting"
  | "listen-fill-letters"
  | "grammar-blank-fill"
  | "fill-in-order"
  | "ja-to-en-writing"
  | "translate-fill-words";

/** Test-only: where the shell would serve the resource's assets. */
export const TEST_ASSET_BASE = "/res/TEST-1/3/";

/**
 * Test-only: parses a kind's sample item (SAMPLE_ITEMS) with overrides, as the shell would receive it.
 * @param kind - the kind
 * @param overrides - raw fields to change
 * @returns the parsed item
 */
export function sampleItem<K extends ObjectiveBKind>(
  kind: K,
  overrides: Record<string, unknown> = {},
): ItemOf<K> {
  return itemSchemaFor(kind).parse({ ...SAMPLE_ITEMS[kind], ...overrides }) as ItemOf<K>;
}

const ALLOWED_ALL: SwitchVisibility = {
  translation: true,
  subtitle: true,
  sampleAnswer: true,
  tips: true,
  speed: true,
};

function Providers(props: {
  kind: ObjectiveBKind;
  items: unknown[];
  /** switch values as the shell sets them; omitted = no switches context (a layout used on its own) */
  on?: Partial<SwitchState> | undefined;
  /** resource fields to change (e.g. option_random) */
  resource?: Record<string, unknown> | undefined;
  children: ReactNode;
}) {
  const resource = ResourceSchema.parse({
    res_code: "TEST-1",
    res_id: 1,
    res_title: "test",
    res_version: 3,
    kind: props.kind,
    items: props.items,
    ...props.resource,
  });
  const on: SwitchState = {
    translation: false,
    subtitle: true,
    sampleAnswer: false,
    tips: false,
    ...props.on,
  };
  return (
    <ResourceContext.Provider value={{ resource, assetBase: TEST_ASSET_BASE, query: {} }}>
      {props.on ? (
        <SwitchesContext.Provider value={{ on, allowed: ALLOWED_ALL }}>
          {props.children}
        </SwitchesContext.Provider>
      ) : (
        props.children
      )}
    </ResourceContext.Provider>
  );
}

/** Options of {@link renderPlayer}. */
export interface RenderPlayerOptions<K extends ObjectiveBKind> {
  item?: ItemOf<K>;
  mode?: PlayerMode;
  previous?: AnswerOf<K>;
  /** what the "server" returns: the score of the stored answer (default 5) or a function */
  reply?: number | ((a: AnswerOf<K>) => Promise<AnswerOf<K>>);
  switches?: Partial<SwitchState>;
  /** resource fields to change (e.g. option_random: 0) */
  resource?: Record<string, unknown>;
  /** homework switch-offs (modeVisibility's homework option) */
  homework?: Partial<HomeworkSwitches>;
}

/**
 * Test-only: renders a player as the shell would, with a recording onSubmit that answers like the
 * server (the posted answer with the given score).
 * @param kind - the kind
 * @param Player - the kind's Player component
 * @param opts - item, mode, previous answer and the reply
 * @returns the testing-library result, the onSubmit and onNext spies, and the item
 */
export function renderPlayer<K extends ObjectiveBKind>(
  kind: K,
  Player: ComponentType<PlayerProps<K>>,
  opts: RenderPlayerOptions<K> = {},
) {
  const item = opts.item ?? sampleItem(kind);
  const mode = opts.mode ?? "practice";
  const reply = opts.reply ?? 5;
  const onSubmit = vi.fn(
    typeof reply === "function"
      ? reply
      : async (a: AnswerOf<K>) => ({ ...a, score: reply, total_score: reply, percent_score: reply * 20 }),
  );
  const onNext = vi.fn();
  const props: PlayerProps<K> = {
    kind,
    item,
    position: 0,
    count: 1,
    mode,
    visibility: modeVisibility(mode, { homework: opts.homework }),
    assetBase: TEST_ASSET_BASE,
    previous: opts.previous,
    onSubmit,
    onNext,
  };
  const view = render(
    <Providers kind={kind} items={[SAMPLE_ITEMS[kind]]} on={opts.switches ?? {}} resource={opts.resource}>
      <Player {...props} />
    </Providers>,
  );
  return { ...view, onSubmit, onNext, item };
}

/**
 * Test-only: renders a result layout with the given items and answers.
 * @param kind - the kind
 * @param Result - the kind's Result component
 * @param items - parsed items
 * @param answers - the stored answers
 * @param switches - switch values of the shell's result screen (omitted: the layout stands alone)
 * @returns the testing-library result
 */
export function renderResult<K extends ObjectiveBKind>(
  kind: K,
  Result: ComponentType<ResultProps<K>>,
  items: ItemOf<K>[],
  answers: BaseAnswer[],
  switches?: Partial<SwitchState>,
) {
  return render(
    <Providers kind={kind} items={[SAMPLE_ITEMS[kind]]} on={switches}>
      <Result
        kind={kind}
        items={items}
        answers={answers as AnswerOf<K>[]}
        assetBase={TEST_ASSET_BASE}
        mode="practice"
      />
    </Providers>,
  );
}
