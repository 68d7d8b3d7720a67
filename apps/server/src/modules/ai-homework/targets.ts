import type { AiSpeakingSummary, AiStudyCourse } from "@hibiki/content";
import type { AiHomeworkCourse, AiHomeworkLesson, AiHomeworkScenario } from "@hibiki/contracts";
import { aiStudy } from "../ai-course/catalog.ts";
import { scenarioIndex } from "../ai-speaking/scenarios.ts";
import type { ContentCatalog } from "../content/catalog-store.ts";

/**
 * What AI homework can target: the AI study courses (with their lessons) and the AI speaking scenarios of
 * the current content build, read through the ai-course and ai-speaking modules' caches.
 */

/** The courses and scenarios of the build, by id. */
export type Targets = {
  courses: AiStudyCourse[];
  courseById: Map<string, AiStudyCourse>;
  scenarios: AiSpeakingSummary[];
  scenarioById: Map<string, AiSpeakingSummary>;
};

/**
 * The targets of the current build.
 * @param content - the content store
 * @returns courses and scenarios (empty lists for a build without them)
 */
export async function targetsOf(content: ContentCatalog): Promise<Targets> {
  const [study, scenarios] = await Promise.all([aiStudy(content), scenarioIndex(content)]);
  return {
    courses: study.courses,
    courseById: study.courseById,
    scenarios: scenarios.list,
    scenarioById: scenarios.byId,
  };
}

/** A lesson of a course as the contract names it. */
export function presentLesson(lesson: AiStudyCourse["lessons"][number]): AiHomeworkLesson {
  return {
    lesson_id: lesson.lesson_id,
    lesson_no: lesson.lesson_no,
    point: lesson.point,
    title: lesson.title.ja,
    title_en: lesson.title.en,
  };
}

/** A course with its lessons as the contract names it. */
export function presentCourse(course: AiStudyCourse): AiHomeworkCourse {
  return {
    course_id: course.course,
    title: course.title.ja,
    title_en: course.title.en,
    level: course.level,
    color: course.color,
    lessons: course.lessons.map(presentLesson),
  };
}

/** A scenario as the assign form lists it. */
export function presentScenario(s: AiSpeakingSummary): AiHomeworkScenario {
  return {
    scenario_id: s.scenario_id,
    title: s.title,
    title_ja: s.title_ja,
    level: s.level,
    topic: s.topic,
    turn_count: s.turns,
  };
}

/**
 * The lessons an assignment covers: the chosen ones in course order, or every lesson of the course when
 * none was chosen; [] for a course the build no longer has.
 * @param targets - the build's targets
 * @param courseId - the course
 * @param lessonIds - the chosen lesson ids ([] = all)
 */
export function lessonsOf(
  targets: Targets,
  courseId: string,
  lessonIds: readonly string[],
): AiStudyCourse["lessons"] {
  const course = targets.courseById.get(courseId);
  if (!course) return [];
  if (lessonIds.length === 0) return course.lessons;
  const chosen = new Set(lessonIds);
  return course.lessons.filter((l) => chosen.has(l.lesson_id));
}
