import type { LocalizedText } from '@shared/localized';

export const SEED_BANNERS: { title: LocalizedText; subtitle: LocalizedText; link: string }[] = [
  {
    title: {
      ko: '뷰티 메디컬 교육의 모든 것',
      en: 'All of beauty-medical education',
      ja: 'ビューティーメディカル教育のすべて',
    },
    subtitle: {
      ko: '현직 전문의의 VOD 강의와 실습 교육',
      en: 'Courses and hands-on training by practising specialists',
      ja: '現役専門医のVOD講座と実習',
    },
    link: '/campus',
  },
  {
    title: {
      ko: '멤버십으로 더 많이 배우세요',
      en: 'Learn more with membership',
      ja: 'メンバーシップでもっと学ぶ',
    },
    subtitle: {
      ko: '멤버십 포함 강의 무제한 수강',
      en: 'Unlimited access to membership courses',
      ja: 'メンバーシップ対象講座が見放題',
    },
    link: '/subscription',
  },
  {
    title: { ko: '이달의 오프라인 교육', en: 'This month’s in-person training', ja: '今月のオフライン教育' },
    subtitle: {
      ko: '카데바 워크숍 선착순 모집',
      en: 'Cadaver workshops, first come first served',
      ja: 'カダバーワークショップ先着順募集',
    },
    link: '/training',
  },
];

export const SEED_NOTICES: {
  title: LocalizedText;
  body: LocalizedText;
  isNotice: boolean;
  isTop3: boolean;
  daysAgo: number;
}[] = [
  {
    title: {
      ko: '[필독] 서비스 이용약관 개정 안내',
      en: '[Important] Changes to the terms of use',
      ja: '［必読］利用規約改定のお知らせ',
    },
    body: {
      ko: '<p>2026년 12월 1일부터 개정된 이용약관이 적용됩니다. 주요 변경 사항은 환불 규정의 명확화입니다.</p>',
      en: '<p>The revised terms of use apply from 1 December 2026. The main change clarifies the refund policy.</p>',
      ja: '<p>2026年12月1日より改定後の利用規約が適用されます。主な変更点は返金規定の明確化です。</p>',
    },
    isNotice: true,
    isTop3: true,
    daysAgo: 2,
  },
  {
    title: {
      ko: '연말 오프라인 교육 일정 안내',
      en: 'Year-end in-person training schedule',
      ja: '年末オフライン教育日程のご案内',
    },
    body: {
      ko: '<p>12월과 1월 오프라인 교육 일정을 안내드립니다. 교육 페이지에서 캘린더로 확인하세요.</p>',
      en: '<p>Here is the schedule for December and January. See the calendar on the training page.</p>',
      ja: '<p>12月と1月のオフライン教育日程をご案内します。教育ページのカレンダーでご確認ください。</p>',
    },
    isNotice: true,
    isTop3: true,
    daysAgo: 5,
  },
  {
    title: {
      ko: '멤버십 포함 강의가 추가되었습니다',
      en: 'New courses added to membership',
      ja: 'メンバーシップ対象講座を追加しました',
    },
    body: {
      ko: '<p>HIFU 리프팅 프로토콜 등 3개 강의가 멤버십에 포함되었습니다.</p>',
      en: '<p>Three courses, including HIFU lifting protocols, are now included in membership.</p>',
      ja: '<p>HIFUリフティングプロトコルなど3講座がメンバーシップに追加されました。</p>',
    },
    isNotice: false,
    isTop3: true,
    daysAgo: 9,
  },
  {
    title: {
      ko: '시스템 점검 안내 (새벽 2시~4시)',
      en: 'Scheduled maintenance (2–4 a.m.)',
      ja: 'システムメンテナンスのお知らせ（午前2時～4時）',
    },
    body: {
      ko: '<p>안정적인 서비스를 위해 시스템 점검이 진행됩니다. 점검 중에는 강의 재생이 제한될 수 있습니다.</p>',
      en: '<p>We will carry out maintenance. Playback may be unavailable during this time.</p>',
      ja: '<p>安定したサービスのためメンテナンスを行います。メンテナンス中は再生が制限される場合があります。</p>',
    },
    isNotice: false,
    isTop3: false,
    daysAgo: 14,
  },
  {
    title: {
      ko: '가상계좌 입금 기한 안내',
      en: 'Virtual account deposit deadlines',
      ja: '仮想口座の入金期限について',
    },
    body: {
      ko: '<p>가상계좌 결제는 발급 후 3일 이내에 입금하셔야 하며, 기한이 지나면 자동 취소됩니다.</p>',
      en: '<p>Virtual-account payments must be deposited within 3 days of issue, or they are cancelled.</p>',
      ja: '<p>仮想口座決済は発行後3日以内にご入金ください。期限を過ぎると自動キャンセルされます。</p>',
    },
    isNotice: false,
    isTop3: false,
    daysAgo: 21,
  },
  {
    title: {
      ko: '수료증 발급 기능 오픈',
      en: 'Certificates are now available',
      ja: '修了証発行機能のご案内',
    },
    body: {
      ko: '<p>강의를 100% 수강하면 내 강의실에서 수료증을 내려받을 수 있습니다.</p>',
      en: '<p>Download a certificate from My courses once you complete 100% of a course.</p>',
      ja: '<p>講座を100％受講すると、マイ講座から修了証をダウンロードできます。</p>',
    },
    isNotice: false,
    isTop3: false,
    daysAgo: 30,
  },
];

export const SEED_FAQS: {
  category: 'account' | 'course' | 'payment' | 'training' | 'membership' | 'etc';
  question: LocalizedText;
  answer: LocalizedText;
}[] = [
  {
    category: 'account',
    question: {
      ko: '의료인 회원과 파트너 회원의 차이는 무엇인가요?',
      en: 'What is the difference between medical and partner members?',
      ja: '医療人会員とパートナー会員の違いは？',
    },
    answer: {
      ko: '<p>의료인 회원은 면허번호로, 파트너 회원은 사업자등록번호로 가입합니다.</p>',
      en: '<p>Medical members sign up with a licence number, partners with a business registration number.</p>',
      ja: '<p>医療人会員は免許番号、パートナー会員は事業者登録番号で登録します。</p>',
    },
  },
  {
    category: 'account',
    question: { ko: '비밀번호를 잊어버렸어요.', en: 'I forgot my password.', ja: 'パスワードを忘れました。' },
    answer: {
      ko: '<p>로그인 화면의 비밀번호 찾기에서 이름과 이메일을 입력하면 재설정 메일을 보내드립니다.</p>',
      en: '<p>Use “Find password” on the login page; we will email you a reset link.</p>',
      ja: '<p>ログイン画面の「パスワードを探す」から再設定メールをお送りします。</p>',
    },
  },
  {
    category: 'course',
    question: {
      ko: '강의는 언제까지 볼 수 있나요?',
      en: 'How long can I watch a course?',
      ja: '講座はいつまで視聴できますか？',
    },
    answer: {
      ko: '<p>강의마다 수강 기간(예: 180일) 또는 평생 소장이 표시되어 있습니다.</p>',
      en: '<p>Each course shows its access period (e.g. 180 days) or lifetime access.</p>',
      ja: '<p>講座ごとに視聴期間（例：180日）または無期限が表示されています。</p>',
    },
  },
  {
    category: 'course',
    question: {
      ko: '수료증은 어떻게 받나요?',
      en: 'How do I get a certificate?',
      ja: '修了証はどうやってもらえますか？',
    },
    answer: {
      ko: '<p>진도율 100%가 되면 내 강의실에서 PDF로 내려받을 수 있습니다.</p>',
      en: '<p>At 100% progress, download the PDF from My courses.</p>',
      ja: '<p>進捗率100％でマイ講座からPDFをダウンロードできます。</p>',
    },
  },
  {
    category: 'payment',
    question: {
      ko: '어떤 결제 수단을 사용할 수 있나요?',
      en: 'Which payment methods can I use?',
      ja: '利用できる決済方法は？',
    },
    answer: {
      ko: '<p>신용카드(5만원 이상 2~12개월 할부)와 가상계좌 이체를 지원합니다.</p>',
      en: '<p>Cards (2–12 month instalments from 50,000 KRW) and virtual-account transfer.</p>',
      ja: '<p>クレジットカード（5万ウォン以上で2～12回分割）と仮想口座振込に対応しています。</p>',
    },
  },
  {
    category: 'payment',
    question: {
      ko: '환불은 어떻게 하나요?',
      en: 'How do I get a refund?',
      ja: '返金はどうすればいいですか？',
    },
    answer: {
      ko: '<p>결제 내역 상세에서 환불을 요청할 수 있으며, 환불 규정에 따라 처리됩니다.</p>',
      en: '<p>Request a refund from the payment detail; it follows the refund policy.</p>',
      ja: '<p>決済履歴の詳細から返金を申請でき、返金規定に従って処理されます。</p>',
    },
  },
  {
    category: 'training',
    question: {
      ko: '오프라인 교육 좌석이 마감되면 어떻게 하나요?',
      en: 'What if a training session is full?',
      ja: 'オフライン教育が満席の場合は？',
    },
    answer: {
      ko: '<p>마감된 교육은 신청할 수 없습니다. 공지사항에서 추가 일정을 확인하세요.</p>',
      en: '<p>Full sessions cannot be booked. Watch the notices for extra dates.</p>',
      ja: '<p>満席の教育はお申し込みできません。お知らせで追加日程をご確認ください。</p>',
    },
  },
  {
    category: 'membership',
    question: {
      ko: '멤버십을 해지하면 바로 이용이 중단되나요?',
      en: 'Does cancelling membership stop access at once?',
      ja: 'メンバーシップを解約するとすぐ利用できなくなりますか？',
    },
    answer: {
      ko: '<p>아니요. 해지해도 결제한 기간이 끝날 때까지 이용할 수 있습니다.</p>',
      en: '<p>No. You keep access until the end of the paid period.</p>',
      ja: '<p>いいえ。解約しても支払済み期間の終了まで利用できます。</p>',
    },
  },
];

export const SEED_TERMS: { tab: 0 | 1 | 2; body: LocalizedText }[] = [
  {
    tab: 0,
    body: {
      ko: '<h2>제1조 (목적)</h2><p>이 약관은 메디비너스(이하 “회사”)가 제공하는 교육 서비스의 이용 조건과 절차를 정합니다.</p><h2>제2조 (회원)</h2><p>회원은 의료인 회원과 파트너 회원으로 구분합니다.</p>',
      en: '<h2>Article 1 (Purpose)</h2><p>These terms set the conditions and procedures for using the education services provided by MEDIVENUS (the “Company”).</p><h2>Article 2 (Members)</h2><p>Members are medical professionals or partner businesses.</p>',
      ja: '<h2>第1条（目的）</h2><p>本規約は、メディビーナス（以下「会社」）が提供する教育サービスの利用条件と手続きを定めます。</p><h2>第2条（会員）</h2><p>会員は医療人会員とパートナー会員に区分します。</p>',
    },
  },
  {
    tab: 1,
    body: {
      ko: '<h2>개인정보 처리방침</h2><p>회사는 회원 가입, 결제, 교육 제공을 위해 이름, 이메일, 휴대폰 번호, 면허번호 또는 사업자등록번호를 처리합니다. 결제 카드 번호는 저장하지 않습니다.</p>',
      en: '<h2>Privacy policy</h2><p>We process your name, email, mobile number and licence or business number for membership, payment and education. We never store card numbers.</p>',
      ja: '<h2>個人情報処理方針</h2><p>会社は会員登録、決済、教育提供のため、氏名、メール、携帯番号、免許番号または事業者登録番号を処理します。カード番号は保存しません。</p>',
    },
  },
  {
    tab: 2,
    body: {
      ko: '<h2>환불 규정</h2><ul><li>VOD 강의: 결제 후 7일 이내, 진도율 10% 미만이면 전액 환불</li><li>그 외에는 이용 기간과 진도율에 비례한 부분 환불</li><li>오프라인 교육: 교육 시작 3일 전까지 전액 환불, 이후 환불 불가</li><li>멤버십: 해지 시 결제 기간 종료까지 이용 가능</li></ul>',
      en: '<h2>Refund policy</h2><ul><li>VOD courses: full refund within 7 days of payment with under 10% progress</li><li>Otherwise a partial refund in proportion to time and progress</li><li>In-person training: full refund until 3 days before the session, none after</li><li>Membership: after cancelling, access continues to the end of the paid period</li></ul>',
      ja: '<h2>返金規定</h2><ul><li>VOD講座：決済後7日以内かつ進捗率10％未満は全額返金</li><li>それ以外は利用期間と進捗率に応じた一部返金</li><li>オフライン教育：開始3日前まで全額返金、以降は返金不可</li><li>メンバーシップ：解約後も支払済み期間の終了まで利用可能</li></ul>',
    },
  },
];
