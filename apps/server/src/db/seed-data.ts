/** Demo data for the seed: two schools, their classes and accounts, notices, banners and legal texts. */

export const DEMO_PASSWORD = "pass1234";
export const DEMO_SCHOOL = "Hibiki Demo School";
export const SAKURA_SCHOOL = "Sakura Test School";

export type SeedClass = { name: string; code: string; teacher: string };
export type SeedTeacher = { username: string; name: string; role: "teacher" | "admin"; email?: string };
/** card: "active" (activated 30 days ago, 365 days), "new" (issued, not activated), "expired", or none. */
export type SeedStudent = {
  username: string;
  nickname: string;
  classCode: string | null;
  card: "active" | "new" | "expired" | "none";
  college?: boolean;
  email?: string;
};
export type SeedSchool = {
  name: string;
  cardPrefix: string;
  teachers: SeedTeacher[];
  classes: SeedClass[];
  students: SeedStudent[];
  spareCards: number;
};

const SURNAMES = ["佐藤", "鈴木", "高橋", "田中", "伊藤", "渡辺", "山本", "中村", "小林", "加藤"];
const GIVEN = ["ひなた", "そうた", "ゆい", "はると", "さくら", "れん", "めい", "ゆうと", "あおい", "こはる"];
const DEMO_CODES = ["DEMO1A", "DEMO1B", "DEMO2A"];

const demoStudents: SeedStudent[] = Array.from({ length: 30 }, (_, i) => ({
  username: `student${i + 1}`,
  nickname: `${SURNAMES[i % 10]} ${GIVEN[(i * 3) % 10]}`,
  classCode: DEMO_CODES[Math.floor(i / 10)] ?? null,
  card: "active" as const,
}));

export const SEED_SCHOOLS: SeedSchool[] = [
  {
    name: DEMO_SCHOOL,
    cardPrefix: "HB",
    teachers: [
      { username: "teacher1", name: "山田 美咲", role: "teacher", email: "teacher1@example.com" },
      { username: "admin1", name: "学校管理者", role: "admin" },
    ],
    classes: [
      { name: "1年A組", code: "DEMO1A", teacher: "teacher1" },
      { name: "1年B組", code: "DEMO1B", teacher: "teacher1" },
      { name: "2年A組", code: "DEMO2A", teacher: "teacher1" },
    ],
    students: [
      ...demoStudents,
      { username: "college1", nickname: "大学 一郎", classCode: "DEMO2A", card: "active", college: true },
      { username: "newcard1", nickname: "新入 花子", classCode: null, card: "new" },
      { username: "expired1", nickname: "期限 太郎", classCode: "DEMO1A", card: "expired" },
      { username: "noclass1", nickname: "未所属 次郎", classCode: null, card: "active" },
      {
        username: "email1",
        nickname: "メール 三郎",
        classCode: "DEMO1B",
        card: "active",
        email: "email1@example.com",
      },
    ],
    spareCards: 5,
  },
  {
    name: SAKURA_SCHOOL,
    cardPrefix: "SK",
    teachers: [{ username: "sakura_teacher1", name: "桜井 先生", role: "teacher" }],
    classes: [{ name: "1年1組", code: "SAKURA1", teacher: "sakura_teacher1" }],
    students: [
      { username: "sakura1", nickname: "桜 一子", classCode: "SAKURA1", card: "active" },
      { username: "sakura2", nickname: "桜 二子", classCode: null, card: "active" },
    ],
    spareCards: 2,
  },
];

/** A small inline SVG banner with a title, as a data URL (no file serving needed). */
function svgBanner(text: string, bg: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="750" height="250" viewBox="0 0 750 250"><rect width="750" height="250" fill="${bg}"/><text x="375" y="140" font-size="44" text-anchor="middle" fill="#fff" font-family="sans-serif">${text}</text></svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/** school: null for every school, or the school name. */
export const SEED_BANNERS = [
  {
    school: null,
    title: "毎日5分、声に出して英語を話そう",
    image: svgBanner("毎日5分 英語を声に出そう", "#2f7d6d"),
    link: "",
  },
  {
    school: null,
    title: "新学期スタート！学習カードを有効化しよう",
    image: svgBanner("新学期スタート", "#3a5ba0"),
    link: "/joinClass",
    /** only for students whose card is not active yet */
    audience: "card_inactive",
  },
  {
    school: SAKURA_SCHOOL,
    title: "さくら校 英語スピーチ大会のお知らせ",
    image: svgBanner("英語スピーチ大会", "#c0587e"),
    link: "",
  },
];

export const SEED_NOTICES = [
  {
    school: null,
    title: "Hibiki へようこそ",
    summary: "はじめに読んでほしいご案内です。",
    content:
      "Hibiki は、英語を「聞く・話す・読む・書く」練習をするための学習アプリです。\n\n最初に学習カードを有効化し、先生から伝えられたクラスコードでクラスに参加してください。",
    daysAgo: 10,
  },
  {
    school: null,
    title: "メンテナンスのお知らせ",
    summary: "夜間にシステムの点検を行います。",
    content:
      "毎月第一日曜日の午前2時から午前4時まで、システムの点検を行うことがあります。点検中は一部の機能が使えません。",
    daysAgo: 3,
  },
  {
    school: DEMO_SCHOOL,
    title: "1年生の音読週間について",
    summary: "来週は音読週間です。",
    content: "来週の月曜日から金曜日まで、毎日1回は音読の練習をしましょう。録音は先生が確認します。",
    daysAgo: 1,
  },
  {
    school: SAKURA_SCHOOL,
    title: "さくら校 スピーチ大会の申し込み",
    summary: "申し込みは今月末までです。",
    content: "英語スピーチ大会への参加を希望する人は、担任の先生に申し出てください。",
    daysAgo: 2,
  },
];

export const SEED_PROTOCOLS = [
  {
    type: "using_protocol",
    title: "利用規約",
    content:
      "第1条（目的）\nこの規約は、Hibiki（以下「本サービス」）を利用するときの約束ごとを定めるものです。\n\n第2条（アカウント）\n利用者は、学校から配布されたアカウントを自分だけで使い、パスワードを他人に教えてはいけません。\n\n第3条（禁止事項）\n他の利用者の学習を妨げる行為、本サービスの仕組みを不正に操作する行為をしてはいけません。\n\n第4条（変更）\n本規約を変更するときは、アプリ内でお知らせします。",
  },
  {
    type: "privacy_policy",
    title: "プライバシーポリシー",
    content:
      "1. 取得する情報\n本サービスは、学習の記録（解答、得点、録音した音声）と、アカウントの情報を取得します。\n\n2. 利用の目的\n取得した情報は、学習の評価、先生による指導、サービスの改善のためだけに使います。\n\n3. 第三者への提供\n法令に基づく場合を除き、本人または学校の同意なく第三者に提供しません。\n\n4. お問い合わせ\n個人情報の扱いについては、学校の先生またはお問い合わせフォームからご連絡ください。",
  },
  {
    type: "pc_SDK",
    title: "外部ソフトウェア一覧",
    content:
      "本サービスは、次のオープンソースソフトウェアを利用しています。\n\n・React（画面の表示）\n・Fastify（サーバー）\n・PostgreSQL / PGlite（データの保存）\n・PocketSphinx（音声の認識）",
  },
  {
    type: "permission_license",
    title: "権限の利用について",
    content:
      "マイク：話す練習で音声を録音するために使います。録音は練習の評価と先生の確認にだけ使います。\n\n通知：宿題やお知らせを届けるために使います。許可しなくても学習はできます。",
  },
];
