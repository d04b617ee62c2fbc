import type { LocalizedText } from '@shared/localized';

export interface SeedCategory {
  key: string;
  name: LocalizedText;
  children: { key: string; name: LocalizedText }[];
}

export const SEED_CATEGORIES: SeedCategory[] = [
  {
    key: 'procedures',
    name: { ko: '시술 교육', en: 'Procedures', ja: '施術教育' },
    children: [
      { key: 'toxin', name: { ko: '보톡스', en: 'Botulinum toxin', ja: 'ボトックス' } },
      { key: 'filler', name: { ko: '필러', en: 'Fillers', ja: 'フィラー' } },
      { key: 'lifting', name: { ko: '리프팅', en: 'Lifting', ja: 'リフティング' } },
      { key: 'laser', name: { ko: '레이저', en: 'Laser', ja: 'レーザー' } },
    ],
  },
  {
    key: 'anatomy',
    name: { ko: '해부학', en: 'Anatomy', ja: '解剖学' },
    children: [
      { key: 'facial', name: { ko: '안면 해부학', en: 'Facial anatomy', ja: '顔面解剖学' } },
      { key: 'vascular', name: { ko: '혈관·신경', en: 'Vessels and nerves', ja: '血管・神経' } },
    ],
  },
  {
    key: 'management',
    name: { ko: '병원 경영', en: 'Clinic management', ja: 'クリニック経営' },
    children: [
      { key: 'marketing', name: { ko: '마케팅', en: 'Marketing', ja: 'マーケティング' } },
      { key: 'consulting', name: { ko: '상담', en: 'Consultation', ja: 'カウンセリング' } },
    ],
  },
  {
    key: 'partner',
    name: { ko: '파트너 교육', en: 'Partner training', ja: 'パートナー教育' },
    children: [{ key: 'product', name: { ko: '제품 교육', en: 'Product training', ja: '製品教育' } }],
  },
];

export interface SeedCourse {
  category: string;
  subcategory: string;
  lang: 'ko' | 'en' | 'ja';
  title: LocalizedText;
  summary: LocalizedText;
  instructor: LocalizedText;
  tags: string[];
  level: 'beginner' | 'intermediate' | 'advanced';
  price: number;
  listPrice?: number;
  accessDays: number | null;
  membershipIncluded: boolean;
  /** Carries the demo final test (exam-data.ts). */
  withExam?: boolean;
  chapters: { title: LocalizedText; lessons: { title: LocalizedText; free?: boolean }[] }[];
}

/** A course's topic in each language: every demo text is written in its own language, none is glued from another's. */
type Topic = [ko: string, en: string, ja: string];

const basicsChapter = ([ko, en, ja]: Topic) => ({
  title: { ko: `${ko} 기초`, en: `${en} basics`, ja: `基礎編：${ja}` },
  lessons: [
    { title: { ko: '오리엔테이션', en: 'Orientation', ja: 'オリエンテーション' }, free: true },
    {
      title: { ko: `${ko}의 원리`, en: `Principles of ${en.toLowerCase()}`, ja: `${ja}の原理` },
    },
    {
      title: {
        ko: '안전 수칙과 부작용 관리',
        en: 'Safety and complication management',
        ja: '安全と合併症の管理',
      },
    },
  ],
});

const practiceChapter = ([ko, en, ja]: Topic) => ({
  title: { ko: `${ko} 실전`, en: `${en} in practice`, ja: `実践編：${ja}` },
  lessons: [
    {
      title: { ko: '환자 평가와 디자인', en: 'Patient assessment and design', ja: '患者評価とデザイン' },
    },
    { title: { ko: '시연 영상', en: 'Live demonstration', ja: 'デモンストレーション' } },
    { title: { ko: '사례 리뷰', en: 'Case review', ja: '症例レビュー' } },
  ],
});

function course(
  category: string,
  subcategory: string,
  topic: Topic,
  extra: Partial<SeedCourse> & Pick<SeedCourse, 'instructor' | 'price' | 'level'>,
): SeedCourse {
  const [ko, en, ja] = topic;
  return {
    category,
    subcategory,
    lang: 'ko',
    title: { ko, en, ja },
    summary: {
      ko: `${ko} 과정을 임상 사례 중심으로 단계별로 배웁니다.`,
      en: `A step-by-step, case-based course on ${en.toLowerCase()}.`,
      ja: `${ja}を症例中心に段階的に学びます。`,
    },
    tags: [ko, en],
    accessDays: 180,
    membershipIncluded: false,
    chapters: [basicsChapter(topic), practiceChapter(topic)],
    ...extra,
  };
}

const DR_KIM = { ko: '김서연 원장', en: 'Dr. Seoyeon Kim', ja: 'キム・ソヨン院長' };
const DR_LEE = { ko: '이준호 교수', en: 'Prof. Junho Lee', ja: 'イ・ジュノ教授' };
const DR_PARK = { ko: '박지훈 원장', en: 'Dr. Jihoon Park', ja: 'パク・ジフン院長' };
const MS_CHOI = { ko: '최유나 대표', en: 'Yuna Choi, CEO', ja: 'チェ・ユナ代表' };

export const SEED_COURSES: SeedCourse[] = [
  course('procedures', 'toxin', ['보톡스 입문', 'Botulinum toxin essentials', 'ボトックス入門'], {
    instructor: DR_KIM,
    price: 99000,
    listPrice: 129000,
    level: 'beginner',
    membershipIncluded: true,
  }),
  course('procedures', 'toxin', ['사각턱 보톡스 심화', 'Advanced masseter toxin', 'エラボトックス上級'], {
    instructor: DR_KIM,
    price: 189000,
    level: 'advanced',
    withExam: true,
  }),
  course('procedures', 'filler', ['필러주입 기본기', 'Filler injection fundamentals', 'フィラー注入の基本'], {
    instructor: DR_PARK,
    price: 149000,
    listPrice: 199000,
    level: 'beginner',
    membershipIncluded: true,
    tags: ['필러', '필러주입', 'filler', 'HA'],
  }),
  course(
    'procedures',
    'filler',
    ['코·턱 필러 디자인', 'Nose and chin filler design', '鼻・顎フィラーデザイン'],
    {
      instructor: DR_PARK,
      price: 219000,
      level: 'intermediate',
      accessDays: null,
    },
  ),
  course(
    'procedures',
    'lifting',
    ['실리프팅 마스터클래스', 'Thread lift masterclass', '糸リフト・マスタークラス'],
    {
      instructor: DR_LEE,
      price: 290000,
      level: 'advanced',
      accessDays: 365,
    },
  ),
  course(
    'procedures',
    'lifting',
    ['HIFU 리프팅 프로토콜', 'HIFU lifting protocols', 'HIFUリフティングプロトコル'],
    {
      instructor: DR_LEE,
      price: 129000,
      level: 'intermediate',
      membershipIncluded: true,
    },
  ),
  course('procedures', 'laser', ['색소 레이저 치료', 'Pigment laser treatment', '色素レーザー治療'], {
    instructor: DR_KIM,
    price: 159000,
    level: 'intermediate',
  }),
  course('procedures', 'laser', ['스킨부스터 실전', 'Skin booster in practice', 'スキンブースター実践'], {
    instructor: DR_PARK,
    price: 119000,
    level: 'beginner',
    lang: 'en',
    title: {
      ko: '스킨부스터 실전 (영어 강의)',
      en: 'Skin booster in practice',
      ja: 'スキンブースター実践（英語）',
    },
  }),
  course('anatomy', 'facial', ['안면 해부학 핵심', 'Core facial anatomy', '顔面解剖学の要点'], {
    instructor: DR_LEE,
    price: 0,
    level: 'beginner',
    accessDays: null,
    membershipIncluded: true,
  }),
  course(
    'anatomy',
    'vascular',
    ['주입 시술을 위한 혈관 해부', 'Vascular anatomy for injectors', '注入施術のための血管解剖'],
    {
      instructor: DR_LEE,
      price: 179000,
      level: 'advanced',
    },
  ),
  course(
    'management',
    'marketing',
    ['병원 온라인 마케팅', 'Online marketing for clinics', 'クリニックのオンラインマーケティング'],
    {
      instructor: MS_CHOI,
      price: 89000,
      level: 'beginner',
      membershipIncluded: true,
    },
  ),
  course(
    'management',
    'consulting',
    ['상담 실장 실무', 'Patient consultation skills', 'カウンセリング実務'],
    {
      instructor: MS_CHOI,
      price: 79000,
      level: 'beginner',
    },
  ),
  course(
    'partner',
    'product',
    ['의료기기 제품 교육', 'Medical device product training', '医療機器製品教育'],
    {
      instructor: MS_CHOI,
      price: 59000,
      level: 'beginner',
      lang: 'ja',
      title: {
        ko: '의료기기 제품 교육 (일본어)',
        en: 'Medical device product training (Japanese)',
        ja: '医療機器製品教育',
      },
    },
  ),
];

export interface SeedTraining {
  category: string;
  subcategory: string;
  title: LocalizedText;
  summary: LocalizedText;
  instructor: LocalizedText;
  edutype: 'seminar' | 'workshop' | 'hands_on';
  daysFromNow: number;
  hours: number;
  venue: LocalizedText;
  address: string;
  capacity: number;
  seatsTaken: number;
  price: number;
}

const GANGNAM = {
  ko: '메디비너스 강남 교육센터',
  en: 'MEDIVENUS Gangnam Education Center',
  ja: 'メディビーナス江南教育センター',
};
const GANGNAM_ADDRESS = '서울특별시 강남구 테헤란로 123, 7층';
const SEONGSU = { ko: '성수 메디컬 라운지', en: 'Seongsu Medical Lounge', ja: '聖水メディカルラウンジ' };
const SEONGSU_ADDRESS = '서울특별시 성동구 성수이로 45, 3층';

export const SEED_TRAININGS: SeedTraining[] = [
  {
    category: 'procedures',
    subcategory: 'filler',
    title: {
      ko: '필러 카데바 핸즈온 워크숍',
      en: 'Filler cadaver hands-on workshop',
      ja: 'フィラー・カダバーハンズオン',
    },
    summary: {
      ko: '카데바 실습으로 안전한 주입층을 익힙니다.',
      en: 'Learn safe injection planes on cadavers.',
      ja: 'カダバー実習で安全な注入層を学びます。',
    },
    instructor: DR_PARK,
    edutype: 'hands_on',
    daysFromNow: 12,
    hours: 6,
    venue: GANGNAM,
    address: GANGNAM_ADDRESS,
    capacity: 12,
    seatsTaken: 9,
    price: 880000,
  },
  {
    category: 'procedures',
    subcategory: 'toxin',
    title: {
      ko: '보톡스 라이브 시연 세미나',
      en: 'Botulinum toxin live demo seminar',
      ja: 'ボトックス・ライブデモセミナー',
    },
    summary: {
      ko: '라이브 시연과 질의응답.',
      en: 'Live demonstration with Q&A.',
      ja: 'ライブデモと質疑応答。',
    },
    instructor: DR_KIM,
    edutype: 'seminar',
    daysFromNow: 20,
    hours: 3,
    venue: SEONGSU,
    address: SEONGSU_ADDRESS,
    capacity: 40,
    seatsTaken: 40,
    price: 150000,
  },
  {
    category: 'procedures',
    subcategory: 'lifting',
    title: {
      ko: '실리프팅 실습 워크숍',
      en: 'Thread lift practical workshop',
      ja: '糸リフト実習ワークショップ',
    },
    summary: {
      ko: '모형 실습으로 삽입 기법을 익힙니다.',
      en: 'Practise insertion techniques on models.',
      ja: 'モデル実習で挿入技法を学びます。',
    },
    instructor: DR_LEE,
    edutype: 'workshop',
    daysFromNow: 35,
    hours: 5,
    venue: GANGNAM,
    address: GANGNAM_ADDRESS,
    capacity: 16,
    seatsTaken: 4,
    price: 550000,
  },
  {
    category: 'management',
    subcategory: 'marketing',
    title: {
      ko: '병원 마케팅 트렌드 세미나',
      en: 'Clinic marketing trends seminar',
      ja: 'クリニックマーケティング・トレンドセミナー',
    },
    summary: {
      ko: '올해의 채널별 성과와 전략.',
      en: 'This year’s channels, results and strategies.',
      ja: '今年のチャネル別成果と戦略。',
    },
    instructor: MS_CHOI,
    edutype: 'seminar',
    daysFromNow: 48,
    hours: 2,
    venue: SEONGSU,
    address: SEONGSU_ADDRESS,
    capacity: 60,
    seatsTaken: 12,
    price: 50000,
  },
  {
    category: 'anatomy',
    subcategory: 'facial',
    title: {
      ko: '안면 해부 카데바 세미나',
      en: 'Facial anatomy cadaver seminar',
      ja: '顔面解剖カダバーセミナー',
    },
    summary: {
      ko: '주입 시술의 위험 부위를 직접 확인합니다.',
      en: 'See the danger zones of injection first-hand.',
      ja: '注入施術の危険部位を直接確認します。',
    },
    instructor: DR_LEE,
    edutype: 'hands_on',
    daysFromNow: 63,
    hours: 6,
    venue: GANGNAM,
    address: GANGNAM_ADDRESS,
    capacity: 10,
    seatsTaken: 1,
    price: 990000,
  },
  {
    category: 'partner',
    subcategory: 'product',
    title: { ko: '파트너사 신제품 설명회', en: 'Partner new product briefing', ja: 'パートナー新製品説明会' },
    summary: {
      ko: '신제품 사양과 영업 포인트.',
      en: 'New product specifications and sales points.',
      ja: '新製品の仕様と営業ポイント。',
    },
    instructor: MS_CHOI,
    edutype: 'seminar',
    daysFromNow: 80,
    hours: 2,
    venue: SEONGSU,
    address: SEONGSU_ADDRESS,
    capacity: 30,
    seatsTaken: 0,
    price: 0,
  },
];
