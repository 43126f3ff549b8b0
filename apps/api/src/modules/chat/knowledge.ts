import type { Locale } from '@uu/contract/locales';
import type { Passage } from '@uu/domain/retrieval';

/**
 * The platform's own guide and FAQ, as the built-in assistant searches it (with the agreements,
 * read from the database). Written from spec.md and product.md; an operator's guide and FAQ pages
 * (issue 7) will join these.
 */
type Topic = { id: string; title: Record<Locale, string>; text: Record<Locale, string> };

const TOPICS: Topic[] = [
  {
    id: 'allowance',
    title: { 'zh-Hant': 'AI 聊天的每日提問次數', 'zh-Hans': 'AI 聊天的每日提问次数', en: 'Daily chat questions' },
    text: {
      'zh-Hant':
        '每天可提問的次數 = 會員等級的每日次數 + 當天簽到多得的 1 次 + 聊天方案的次數。次數在回答開始時扣除，回答失敗會退回。每天在台北時間午夜重設。',
      'zh-Hans':
        '每天可提问的次数 = 会员等级的每日次数 + 当天签到多得的 1 次 + 聊天套餐的次数。次数在回答开始时扣除，回答失败会退回。每天在台北时间午夜重置。',
      en: 'Questions per day = your level’s daily questions + 1 after today’s check-in + what chat packages add. A question is counted when its answer starts and given back if the answer fails. The count resets at midnight, Taipei time.',
    },
  },
  {
    id: 'check-in',
    title: { 'zh-Hant': '每日簽到', 'zh-Hans': '每日签到', en: 'Daily check-in' },
    text: {
      'zh-Hant': '每天可簽到一次，簽到後當天多得 1 次提問機會。連續簽到達到 7 天、30 天等可獲得 KB 獎勵，獎勵以平台設定為準。',
      'zh-Hans': '每天可签到一次，签到后当天多得 1 次提问机会。连续签到达到 7 天、30 天等可获得 KB 奖励，奖励以平台设定为准。',
      en: 'You can check in once a day; a check-in gives 1 extra chat question that day. Check-in streaks of 7 or 30 days earn KB rewards, as the platform sets them.',
    },
  },
  {
    id: 'balances',
    title: { 'zh-Hant': '錢包的五種餘額', 'zh-Hans': '钱包的五种余额', en: 'The five wallet balances' },
    text: {
      'zh-Hant':
        'UU 積分用於商城、方案、轉帳、提領和兌換；U 是現金餘額；FB 是複購積分，只能在商城使用；KB 是獎勵積分，轉帳收 10% 手續費；CRC 是平台代幣，可用 UU 按平台匯率兌換。',
      'zh-Hans':
        'UU 积分用于商城、套餐、转账、提现和兑换；U 是现金余额；FB 是复购积分，只能在商城使用；KB 是奖励积分，转账收 10% 手续费；CRC 是平台代币，可用 UU 按平台汇率兑换。',
      en: 'UU points pay in the mall and for packages and can be transferred, withdrawn and exchanged; U is the cash balance; FB are re-order points for the mall only; KB are reward points (transfers cost 10%); CRC is the platform token, bought with UU at the platform rate.',
    },
  },
  {
    id: 'withdraw',
    title: { 'zh-Hant': '如何提領', 'zh-Hans': '如何提现', en: 'How to withdraw' },
    text: {
      'zh-Hant':
        '提領前須設定支付密碼並新增銀行卡或錢包地址。提領金額須為 100 的整數倍，單筆最少 100、最多 5000，每天次數有限。審核通過後扣 1% 手續費，33% 轉入 FB，66% 轉入 U，預計 3 個工作日內到帳。審核前可取消，全額退回。',
      'zh-Hans':
        '提现前须设置支付密码并添加银行卡或钱包地址。提现金额须为 100 的整数倍，单笔最少 100、最多 5000，每天次数有限。审核通过后扣 1% 手续费，33% 转入 FB，66% 转入 U，预计 3 个工作日内到账。审核前可取消，全额退回。',
      en: 'Before withdrawing, set a payment password and add a bank card or wallet address. Withdrawals are multiples of 100 UU, at least 100 and at most 5000 each, a few per day. On approval a 1% fee is kept, 33% goes to FB and 66% to U, within 3 working days. A pending withdrawal can be cancelled for a full refund.',
    },
  },
  {
    id: 'top-up',
    title: { 'zh-Hant': '如何儲值', 'zh-Hans': '如何充值', en: 'How to top up' },
    text: {
      'zh-Hant': '儲值金額須為 100 的整數倍。選擇儲值管道，按顯示的帳戶付款，再上傳付款憑證；平台審核通過後，UU 按 1:1 入帳。',
      'zh-Hans': '充值金额须为 100 的整数倍。选择充值渠道，按显示的账户付款，再上传付款凭证；平台审核通过后，UU 按 1:1 入账。',
      en: 'Top-ups are multiples of 100. Choose a channel, pay to the account shown and upload the payment proof; once the platform approves it, the UU is credited 1:1.',
    },
  },
  {
    id: 'transfer',
    title: { 'zh-Hant': '轉帳', 'zh-Hans': '转账', en: 'Transfers' },
    text: {
      'zh-Hant':
        '可用對方的電子郵件、暱稱、手機號碼或會員編號轉帳，確認前會顯示對方資料。UU 和 U 轉帳免手續費（U 須為 100 的整數倍），KB 轉帳收 10% 手續費。不能轉給自己。',
      'zh-Hans':
        '可用对方的电子邮件、昵称、手机号或会员编号转账，确认前会显示对方资料。UU 和 U 转账免手续费（U 须为 100 的整数倍），KB 转账收 10% 手续费。不能转给自己。',
      en: 'Send to another member by email, nickname, phone or member number; the app shows who it is before you confirm. UU and U transfers are free (U in multiples of 100); KB transfers cost 10%. You cannot transfer to yourself.',
    },
  },
  {
    id: 'activation',
    title: { 'zh-Hant': '帳號啟用', 'zh-Hans': '账号激活', en: 'Account activation' },
    text: {
      'zh-Hant':
        '新帳號為未啟用狀態，可以瀏覽、聊天和簽到。完成首次付費購買（商城訂單或上網方案）或由平台營運人員啟用後，才能轉帳、提領和兌換。',
      'zh-Hans':
        '新账号为未激活状态，可以浏览、聊天和签到。完成首次付费购买（商城订单或流量套餐）或由平台运营人员激活后，才能转账、提现和兑换。',
      en: 'New accounts start inactive: you can browse, chat and check in. Your first paid purchase (a mall order or a flow package), or an operator, activates the account; only then can you transfer, withdraw and exchange.',
    },
  },
  {
    id: 'pay-password',
    title: { 'zh-Hant': '支付密碼', 'zh-Hans': '支付密码', en: 'Payment password' },
    text: {
      'zh-Hant':
        '支付密碼為 6 位數字，在設定中用驗證碼設定。連續輸錯 5 次會鎖定付款 15 分鐘。忘記時可在設定中用驗證碼重設；修改後需重新登入。',
      'zh-Hans':
        '支付密码为 6 位数字，在设置中用验证码设置。连续输错 5 次会锁定付款 15 分钟。忘记时可在设置中用验证码重设；修改后需重新登录。',
      en: 'The payment password is 6 digits, set in Settings with a verification code. Five wrong tries lock payments for 15 minutes. If you forget it, reset it with a code in Settings; after a change you sign in again.',
    },
  },
  {
    id: 'accounts',
    title: { 'zh-Hant': '多個帳號', 'zh-Hans': '多个账号', en: 'Several accounts' },
    text: {
      'zh-Hant': '在設定中可新增帳號（暱稱和密碼），與主帳號共用電子郵件或手機號碼找回密碼，並可隨時切換。每人最多 5 個帳號。',
      'zh-Hans': '在设置中可添加账号（昵称和密码），与主账号共用电子邮件或手机号找回密码，并可随时切换。每人最多 5 个账号。',
      en: 'In Settings you can add accounts (a nickname and a password) that share your email or phone for recovery, and switch between them. One person may hold up to 5 accounts.',
    },
  },
  {
    id: 'password',
    title: { 'zh-Hant': '忘記登入密碼', 'zh-Hans': '忘记登录密码', en: 'Forgot the login password' },
    text: {
      'zh-Hant': '在登入頁點「忘記密碼」，輸入註冊的電子郵件或手機號碼，取得驗證碼後設定新密碼（至少 6 位）。',
      'zh-Hans': '在登录页点“忘记密码”，输入注册的电子邮件或手机号，获取验证码后设置新密码（至少 6 位）。',
      en: 'On the sign-in page tap "Forgot password", enter your registered email or phone, get a code and set a new password (at least 6 characters).',
    },
  },
];

export function builtinPassages(locale: Locale): Passage[] {
  return TOPICS.map((t) => ({ id: t.id, title: t.title[locale], text: t.text[locale] }));
}
