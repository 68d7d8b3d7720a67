import { DetailsPage } from "@web/features/textbook/exports/details-page.ts";
import { useSearchParams } from "react-router";
import { BackLink } from "../components/BackLink.tsx";
import "../i18n.ts";
import "../skillup.css";
import { skillupUrls } from "../routes.tsx";

/**
 * /skillup/details?res_code&mode(&type): the textbook player (same resource-info, saving and resume calls;
 * the catalogue serves skill-up res_codes too), finishing on the skill-up result screen.
 * @returns the page
 */
export default function SkillupDetailsPage() {
  const [params] = useSearchParams();
  const type = params.get("type");
  return (
    <>
      <BackLink type={type} />
      <DetailsPage
        resultUrl={(resCode, guid) => skillupUrls.result(resCode, guid, type ?? undefined)}
        testId="skillup-details-page"
      />
    </>
  );
}
