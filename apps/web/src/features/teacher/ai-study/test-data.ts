/** A heatmap call's data for the page and heatmap tests: two students × two grammar points. */
export const HEATMAP = {
  course: {
    course_id: "jh1",
    title: "中学1年",
    title_en: "Junior high year 1",
    level: "A1",
    color: "#2f7d4f",
  },
  points: [
    {
      point: "be-present",
      name_ja: "be動詞（am / are / is）",
      name_en: "be-verbs: am, are, is",
      lesson_id: "jh1-01-be-present",
      class_average: 0.7,
      students_with_evidence: 2,
    },
    {
      point: "verb-present",
      name_ja: "一般動詞の現在形",
      name_en: "present simple (I / you)",
      lesson_id: "jh1-02-verb-present",
      class_average: null,
      students_with_evidence: 0,
    },
  ],
  students: [
    {
      student_id: 29,
      name: "中村 ゆい",
      class_number: 1,
      cells: [
        { point: "be-present", p: 0.96, label: "mastered", answers: 12 },
        { point: "verb-present", p: 0.2, label: "unlearned", answers: 0 },
      ],
    },
    {
      student_id: 30,
      name: "小林 さくら",
      class_number: 2,
      cells: [
        { point: "be-present", p: 0.44, label: "needs_review", answers: 5 },
        { point: "verb-present", p: 0.2, label: "unlearned", answers: 0 },
      ],
    },
  ],
} as const;
