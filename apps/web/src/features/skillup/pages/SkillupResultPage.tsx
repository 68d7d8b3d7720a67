import { ResultPage } from "@web/features/textbook/exports/result-page.ts";
import { useSearchParams } from "react-router";
import { BackLink } from "../components/BackLink.tsx";
import { SkillupResultActions } from "../components/SkillupResultActions.tsx";
import "../i18n.ts";
import "../skillup.css";

/**
 * /skillup/details/result?res_code&guid(&type): the textbook result screen with skill-up links (try again,
 * next of the same type) and a link back to the type's list.
 * @returns the page
 */
export default function SkillupResultPage() {
  const [params] = useSearchParams();
  const type = params.get("type");
  return (
    <>
      <BackLink type={type} />
      <ResultPage
        actions={(resource) => <SkillupResultActions resource={resource} type={type ?? undefined} />}
        testId="skillup-result-page"
      />
    </>
  );
}
