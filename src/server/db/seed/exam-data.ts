import { randomUUID } from 'node:crypto';
import type { LocalizedText } from '@shared/localized';
import type { Transaction } from '../client';
import { examQuestions, exams } from '../schema/exam';

type Choice = [text: LocalizedText, isAnswer: boolean];

interface SeedQuestion {
  text: LocalizedText;
  explanation: LocalizedText;
  /** Single or multiple choice by how many are right; absent for true/false. */
  choices?: Choice[];
  answerTrue?: boolean;
}

/** The final test of the demo course 사각턱 보톡스 심화: five questions of the three kinds. */
const QUESTIONS: SeedQuestion[] = [
  {
    text: {
      ko: '보툴리눔 톡신은 어떤 신경전달물질의 분비를 막아 근육을 이완시키나요?',
      en: 'Botulinum toxin relaxes muscles by blocking the release of which neurotransmitter?',
      ja: 'ボツリヌストキシンはどの神経伝達物質の放出を阻害して筋肉を弛緩させますか？',
    },
    explanation: {
      ko: '보툴리눔 톡신은 신경근 접합부에서 아세틸콜린 분비를 차단해 근육을 일시적으로 이완시킵니다.',
      en: 'It blocks acetylcholine release at the neuromuscular junction, relaxing the muscle for a time.',
      ja: '神経筋接合部でアセチルコリンの放出を遮断し、筋肉を一時的に弛緩させます。',
    },
    choices: [
      [{ ko: '도파민', en: 'Dopamine', ja: 'ドーパミン' }, false],
      [{ ko: '아세틸콜린', en: 'Acetylcholine', ja: 'アセチルコリン' }, true],
      [{ ko: '히스타민', en: 'Histamine', ja: 'ヒスタミン' }, false],
      [{ ko: '세로토닌', en: 'Serotonin', ja: 'セロトニン' }, false],
    ],
  },
  {
    text: {
      ko: '보톡스 시술 효과는 영구적으로 유지된다.',
      en: 'The effect of a botulinum toxin treatment is permanent.',
      ja: 'ボトックス施術の効果は永久に続く。',
    },
    explanation: {
      ko: '효과는 보통 3~6개월 지속되며, 신경 말단이 새로 자라면 사라집니다.',
      en: 'It usually lasts three to six months and fades as new nerve endings grow.',
      ja: '効果は通常3〜6か月続き、神経末端が再生すると消えていきます。',
    },
    answerTrue: false,
  },
  {
    text: {
      ko: '보톡스 시술 후 환자에게 안내할 주의사항을 모두 고르세요.',
      en: 'Pick every instruction to give a patient after a toxin treatment.',
      ja: 'ボトックス施術後に患者へ案内する注意事項をすべて選んでください。',
    },
    explanation: {
      ko: '시술 부위를 문지르거나 열을 가하면 톡신이 주변 근육으로 퍼질 수 있어 당일에는 피하도록 안내합니다.',
      en: 'Rubbing or heating the area can spread the toxin to nearby muscles, so both are avoided that day.',
      ja: '施術部位をこすったり温めたりすると周囲の筋肉に広がるおそれがあるため、当日は避けるよう案内します。',
    },
    choices: [
      [
        {
          ko: '몇 시간 동안 시술 부위를 문지르지 않는다',
          en: 'Do not rub the area for a few hours',
          ja: '数時間は施術部位をこすらない',
        },
        true,
      ],
      [
        {
          ko: '시술 직후 얼굴 마사지를 받는다',
          en: 'Have a facial massage right after',
          ja: '施術直後に顔のマッサージを受ける',
        },
        false,
      ],
      [
        {
          ko: '당일 사우나와 격한 운동을 피한다',
          en: 'Avoid saunas and hard exercise that day',
          ja: '当日はサウナと激しい運動を避ける',
        },
        true,
      ],
      [
        {
          ko: '시술 부위에 온찜질을 한다',
          en: 'Apply a hot compress to the area',
          ja: '施術部位を温湿布で温める',
        },
        false,
      ],
    ],
  },
  {
    text: {
      ko: '미간 주름에 주로 관여하는 근육은 무엇인가요?',
      en: 'Which muscle mainly forms the frown lines between the brows?',
      ja: '眉間のしわに主に関わる筋肉はどれですか？',
    },
    explanation: {
      ko: '추미근(과 눈살근)이 미간을 모아 주름을 만듭니다. 교근은 사각턱, 광경근은 목에 관여합니다.',
      en: 'The corrugator (with the procerus) draws the brows together; the masseter is the jaw, the platysma the neck.',
      ja: '皺眉筋（と鼻根筋）が眉間を寄せてしわを作ります。咬筋はエラ、広頸筋は首に関わります。',
    },
    choices: [
      [{ ko: '교근', en: 'Masseter', ja: '咬筋' }, false],
      [{ ko: '광경근', en: 'Platysma', ja: '広頸筋' }, false],
      [{ ko: '추미근', en: 'Corrugator supercilii', ja: '皺眉筋' }, true],
      [{ ko: '구륜근', en: 'Orbicularis oris', ja: '口輪筋' }, false],
    ],
  },
  {
    text: {
      ko: '일시적인 눈꺼풀 처짐(안검하수)은 이마·미간 보톡스의 알려진 부작용이다.',
      en: 'A temporary drooping eyelid (ptosis) is a known side effect of forehead and glabellar toxin.',
      ja: '一時的なまぶたの下垂（眼瞼下垂）は額・眉間ボトックスの既知の副作用である。',
    },
    explanation: {
      ko: '톡신이 상안검거근으로 퍼지면 몇 주간 눈꺼풀이 처질 수 있어, 주입 위치와 용량을 지켜야 합니다.',
      en: 'Toxin spreading to the levator palpebrae can make the lid droop for weeks: mind the site and the dose.',
      ja: 'トキシンが上眼瞼挙筋に広がると数週間まぶたが下がることがあるため、注入部位と用量を守ります。',
    },
    answerTrue: true,
  },
];

/** Adds the course's final test and its bank: pass at 60%, three attempts of fifteen minutes. */
export async function seedDemoExam(tx: Transaction, contentsId: number): Promise<void> {
  await tx.insert(examQuestions).values(
    QUESTIONS.map((question) => ({
      contentsId,
      kind: question.choices
        ? question.choices.filter(([, isAnswer]) => isAnswer).length > 1
          ? ('multiple' as const)
          : ('single' as const)
        : ('truefalse' as const),
      text: question.text,
      explanation: question.explanation,
      options: (question.choices ?? []).map(([text, isAnswer]) => ({
        id: randomUUID().slice(0, 8),
        text,
        isAnswer,
      })),
      answerTrue: question.answerTrue ?? null,
    })),
  );
  await tx.insert(exams).values({
    contentsId,
    title: {
      ko: '사각턱 보톡스 심화 수료 시험',
      en: 'Advanced masseter toxin: final test',
      ja: 'エラボトックス上級 修了テスト',
    },
    passPercent: 60,
    maxAttempts: 3,
    timeLimitMin: 15,
  });
}
