import { useResourceContext } from "../shell/resource-context.ts";
import { usePlayerSwitches } from "../shell/switches.ts";
import { AudioPlayer } from "../shell/ui/AudioPlayer.tsx";

type Sentence = {
  question_id: string;
  screen_en_text?: string;
  screen_text?: string;
  screen_jp_text?: string;
  audio_file?: string;
  explanation?: string;
};

/**
 * The lesson's example sentences with model audio, translation (switch) and explanation.
 * @returns the list
 */
export function ExampleSentences() {
  const { resource } = useResourceContext();
  const { on } = usePlayerSwitches();
  return (
    <ol className="pl-sentences" data-testid="example-sentences">
      {(resource.items as Sentence[]).map((s) => (
        <li key={s.question_id}>
          <p lang="en">{s.screen_en_text ?? s.screen_text}</p>
          {on.translation && s.screen_jp_text && <p className="pl-translation">{s.screen_jp_text}</p>}
          {s.explanation && <p className="muted">{s.explanation}</p>}
          {s.audio_file && <AudioPlayer file={s.audio_file} />}
        </li>
      ))}
    </ol>
  );
}
