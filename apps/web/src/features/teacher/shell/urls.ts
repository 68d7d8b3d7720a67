const q = (params: Record<string, string | number | undefined>) => {
  const s = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== "") s.set(k, String(v));
  const out = s.toString();
  return out ? `?${out}` : "";
};

/** URL builders of the teacher console (everything lives under /teacher). */
export const teacherUrls = {
  login: (redirect?: string) => `/teacher/login${q({ redirect })}`,
  classes: () => "/teacher/classes",
  roster: (classId: number) => `/teacher/classes/${classId}`,
  dashboard: (classId: number) => `/teacher/classes/${classId}/dashboard`,
  gradebook: (classId: number) => `/teacher/classes/${classId}/gradebook`,
  slips: (classId: number) => `/teacher/classes/${classId}/slips`,
  student: (studentId: number) => `/teacher/students/${studentId}`,
  homeworkList: (classId?: number) => `/teacher/homework${q({ class_id: classId })}`,
  homeworkNew: (classId?: number) => `/teacher/homework/new${q({ class_id: classId })}`,
  homework: (homeworkId: number) => `/teacher/homework/${homeworkId}`,
  submission: (homeworkId: number, studentId: number, topicId: number) =>
    `/teacher/homework/${homeworkId}/students/${studentId}${q({ topic_id: topicId })}`,
  wordTests: () => "/teacher/word-tests",
  wordTest: (taskId: number) => `/teacher/word-tests/${taskId}`,
  wordPlans: (classId?: number) => `/teacher/word-plans${q({ class_id: classId })}`,
  freeReading: (classId?: number) => `/teacher/free-reading${q({ class_id: classId })}`,
  aiStudy: (classId?: number) => `/teacher/ai-study${q({ class_id: classId })}`,
  live: () => "/teacher/live",
  liveSession: (liveId: number) => `/teacher/live/${liveId}`,
  messages: () => "/teacher/messages",
  feedback: () => "/teacher/feedback",
  teachers: () => "/teacher/admin/teachers",
};
