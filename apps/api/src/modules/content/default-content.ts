import type { ContentPageSlug } from '@uu/contract/content';
import type { Locale } from '@uu/contract/locales';

/**
 * The guide, the company overview and the FAQ a fresh installation starts with, in the three
 * interface languages (issue 7). They describe this product as it works (product.md, spec §9's
 * constants and the operator's default settings); operators edit them in the admin console.
 * Written at start through ContentService's operator calls when the database has none.
 */
type Texts = Record<Locale, string>;

export const DEFAULT_PAGES: [
  { slug: ContentPageSlug; title: Texts; content: Texts },
  ...{ slug: ContentPageSlug; title: Texts; content: Texts }[],
] = [
  {
    slug: 'guide',
    title: { 'zh-Hant': '新手指南', 'zh-Hans': '新手指南', en: 'Getting started' },
    content: {
      'zh-Hant': `<p>歡迎來到 UU 共享積分平台。這份指南帶您在幾分鐘內認識平台的主要功能。</p>
<h3>一、註冊與登入</h3>
<p>以電子郵件或手機號碼註冊：先取得驗證碼（5 分鐘內有效，60 秒後可重新傳送），設定至少 6 位的登入密碼，並同意服務條款與隱私權政策；有邀請碼的請一併填寫。登入時可使用電子郵件、手機、暱稱或會員編號。</p>
<h3>二、啟用帳號</h3>
<p>新帳號為未啟用狀態。完成第一筆付費購買（商城訂單或上網方案）即自動啟用；啟用後才能轉出、提領與兌換。</p>
<h3>三、錢包裡的五種餘額</h3>
<ul>
<li><strong>UU</strong>：平台積分，用於商城兌換、購買方案、轉帳與提領。</li>
<li><strong>U</strong>：現金餘額，可提領到您的銀行卡或錢包地址。</li>
<li><strong>FB</strong>：複購積分，只能在商城使用。</li>
<li><strong>KB</strong>：獎勵積分，來自推薦獎勵與連續簽到，轉帳收取 10% 手續費。</li>
<li><strong>CRC</strong>：平台代幣，以平台牌價用 UU 兌換，最低 0.01 CRC。</li>
</ul>
<h3>四、儲值、轉帳與提領</h3>
<p>儲值金額須為 100 的整數倍：選擇管道、上傳付款憑證，審核通過後 1:1 入帳 UU。轉帳 UU 免手續費，可填寫對方的電子郵件、暱稱、手機或會員編號，確認對象後再付款。</p>
<p>提領金額須為 100 的整數倍，每筆最低 100、最高 5000 UU，每日次數依平台公告。提領扣除 1% 手續費，其中 33% 轉為 FB、66% 轉入 U，一般於 3 個工作日內到帳；審核前可隨時取消並全額退回。提領前請先綁定銀行卡或錢包地址。</p>
<h3>五、支付密碼</h3>
<p>所有付款與資金轉出都需要 6 位數字的支付密碼，請在「設定」中先行設定。連續輸錯 5 次將鎖定 15 分鐘，可透過驗證碼重設。</p>
<h3>六、AI 助手與每日簽到</h3>
<p>每天可向 AI 助手提問，次數依會員等級計算；每日簽到多送 1 次提問，連續簽到還有獎勵。購買聊天方案可增加每日次數（月方案為 30 天）。聊天紀錄可隨時清除。</p>
<h3>七、積分商城與訂單</h3>
<p>在商城用 UU 兌換商品，部分商品可用 FB 抵扣。配送方式有快遞、門市自取、門市核銷、到府安裝與虛擬商品。下單後 30 分鐘內未付款的訂單會自動取消；已出貨的訂單 10 天後自動確認收貨。訂單頁可查看物流、確認收貨、輸入核銷碼。</p>
<h3>八、上網方案</h3>
<p>首頁可用 UU 購買上網方案，月方案為 30 天；在「我的流量」查看總量、已用與剩餘。</p>
<h3>九、推薦與團隊</h3>
<p>每位會員都有專屬邀請碼與分享海報。您推薦的會員購物時，您可獲得 KB 獎勵；團隊業績也會提升您的會員等級。</p>
<p>還有疑問？請看下方常見問題，或在「關於我們」聯絡客服。</p>`,
      'zh-Hans': `<p>欢迎来到 UU 共享积分平台。这份指南带您在几分钟内认识平台的主要功能。</p>
<h3>一、注册与登录</h3>
<p>以电子邮箱或手机号码注册：先获取验证码（5 分钟内有效，60 秒后可重新发送），设置至少 6 位的登录密码，并同意用户服务协议与隐私政策；有邀请码的请一并填写。登录时可使用电子邮箱、手机、昵称或会员编号。</p>
<h3>二、激活账号</h3>
<p>新账号为未激活状态。完成第一笔付费购买（商城订单或流量套餐）即自动激活；激活后才能转出、提现与兑换。</p>
<h3>三、钱包里的五种余额</h3>
<ul>
<li><strong>UU</strong>：平台积分，用于商城兑换、购买套餐、转让与提现。</li>
<li><strong>U</strong>：现金余额，可提取到您的银行卡或钱包地址。</li>
<li><strong>FB</strong>：复购积分，只能在商城使用。</li>
<li><strong>KB</strong>：奖励积分，来自推荐奖励与连续签到，转让收取 10% 手续费。</li>
<li><strong>CRC</strong>：平台代币，以平台牌价用 UU 兑换，最低 0.01 CRC。</li>
</ul>
<h3>四、充值、转让与提现</h3>
<p>充值金额须为 100 的整数倍：选择渠道、上传付款凭证，审核通过后 1:1 入账 UU。转让 UU 免手续费，可填写对方的电子邮箱、昵称、手机或会员编号，确认对象后再付款。</p>
<p>提现金额须为 100 的整数倍，每笔最低 100、最高 5000 UU，每日次数依平台公告。提现扣除 1% 手续费，其中 33% 转为 FB、66% 转入 U，一般于 3 个工作日内到账；审核前可随时取消并全额退回。提现前请先绑定银行卡或钱包地址。</p>
<h3>五、支付密码</h3>
<p>所有付款与资金转出都需要 6 位数字的支付密码，请在“设置”中先行设置。连续输错 5 次将锁定 15 分钟，可通过验证码重设。</p>
<h3>六、AI 助手与每日签到</h3>
<p>每天可向 AI 助手提问，次数依会员等级计算；每日签到多送 1 次提问，连续签到还有奖励。购买聊天套餐可增加每日次数（月套餐为 30 天）。聊天记录可随时清除。</p>
<h3>七、积分商城与订单</h3>
<p>在商城用 UU 兑换商品，部分商品可用 FB 抵扣。配送方式有快递、门店自提、门店核销、上门安装与虚拟商品。下单后 30 分钟内未付款的订单会自动取消；已发货的订单 10 天后自动确认收货。订单页可查看物流、确认收货、输入核销码。</p>
<h3>八、流量套餐</h3>
<p>首页可用 UU 购买流量套餐，月套餐为 30 天；在“我的流量”查看总量、已用与剩余。</p>
<h3>九、推荐与团队</h3>
<p>每位会员都有专属邀请码与分享海报。您推荐的会员购物时，您可获得 KB 奖励；团队业绩也会提升您的会员等级。</p>
<p>还有疑问？请看下方常见问题，或在“关于我们”联系客服。</p>`,
      en: `<p>Welcome to UU Share, the shared-benefit points platform. This guide shows you its main features in a few minutes.</p>
<h3>1. Register and sign in</h3>
<p>Register with an email address or a phone number: request a verification code (valid for 5 minutes; a new one can be sent after 60 seconds), choose a sign-in password of at least 6 characters, and accept the service agreement and the privacy policy. Enter an invitation code if you have one. You can sign in with your email, phone, nickname or member number.</p>
<h3>2. Activate your account</h3>
<p>A new account starts inactive. Your first paid purchase (a mall order or a flow package) activates it; only an active account can transfer, withdraw and exchange.</p>
<h3>3. The five balances of your wallet</h3>
<ul>
<li><strong>UU</strong>: platform points for the mall, packages, transfers and withdrawals.</li>
<li><strong>U</strong>: your cash balance, paid out to your bank card or wallet address.</li>
<li><strong>FB</strong>: re-order points, for the mall only.</li>
<li><strong>KB</strong>: reward points from referrals and check-in streaks; a KB transfer costs a 10% fee.</li>
<li><strong>CRC</strong>: the platform token, exchanged from UU at the platform rate, from 0.01 CRC.</li>
</ul>
<h3>4. Top up, transfer and withdraw</h3>
<p>Top-ups are in multiples of 100: choose a channel and upload your payment proof; once approved, UU is credited 1:1. UU transfers are free: enter the recipient's email, nickname, phone or member number and check who it is before you pay.</p>
<p>Withdrawals are in multiples of 100, from 100 to 5,000 UU each, with a daily number the platform announces. After a 1% fee, 33% becomes FB and 66% goes to U, usually within 3 working days; until it is reviewed you can cancel and get everything back. Add a bank card or wallet address first.</p>
<h3>5. Payment password</h3>
<p>Every payment and every transfer out needs your 6-digit payment password: set it in Settings. Five wrong tries in a row lock payments for 15 minutes; you can reset it with a verification code.</p>
<h3>6. AI assistant and daily check-in</h3>
<p>Ask the AI assistant questions every day; your number of questions depends on your level. Checking in gives 1 extra question that day, and streaks earn rewards. Chat packages add daily questions (a monthly package lasts 30 days). You can clear your chat history at any time.</p>
<h3>7. Points mall and orders</h3>
<p>Spend UU in the mall; some goods accept FB for part of the price. Goods arrive by express delivery, store pickup, a write-off code redeemed in a store, on-site installation, or at once for virtual goods. Unpaid orders cancel themselves after 30 minutes; shipped orders are confirmed automatically after 10 days. Your orders show the logistics, let you confirm receipt and enter a write-off code.</p>
<h3>8. Flow packages</h3>
<p>Buy mobile data packages with UU on the home page (a monthly package lasts 30 days) and follow their total, used and remaining data in My flow.</p>
<h3>9. Referrals and your team</h3>
<p>Every member has an invitation code and share posters. When members you invited shop, you earn KB rewards, and your team's performance raises your level.</p>
<p>More questions? See the FAQ below, or contact customer service from About us.</p>`,
    },
  },
  {
    slug: 'companyOverview',
    title: { 'zh-Hant': '公司簡介', 'zh-Hans': '公司简介', en: 'Company overview' },
    content: {
      'zh-Hant': `<p>UU 共享積分平台是一個以會員為中心的權益共享平台。我們相信，消費與分享所創造的價值，應該回到每一位參與者手中。</p>
<h3>我們做什麼</h3>
<ul>
<li><strong>積分商城</strong>：以 UU 積分兌換精選商品，支援快遞、門市自取、門市核銷與到府安裝。</li>
<li><strong>生活服務</strong>：上網方案、聊天方案、儲值與兌換，一個帳號全部搞定。</li>
<li><strong>AI 助手</strong>：每天為您解答平台與生活中的問題，簽到還能多問一次。</li>
<li><strong>共享推薦</strong>：邀請好友加入，團隊一起成長，共享推薦獎勵。</li>
</ul>
<h3>我們的承諾</h3>
<p><strong>透明</strong>：每一筆積分與資金變動都記錄在複式帳本上，收支可查、帳目平衡。<br><strong>安全</strong>：密碼與登入憑證只以雜湊形式儲存，付款需要支付密碼，異常操作即時攔截。<br><strong>在地服務</strong>：支援繁體中文、簡體中文與英文，客服團隊在服務時間內為您解答。</p>
<h3>會員等級</h3>
<p>平台會員分為一般會員、會員、高級會員、代理、合夥人與總裁六個等級，等級依團隊業績提升，並影響每日 AI 提問次數與推薦獎勵。</p>
<p>感謝您與我們同行。如需合作洽談或任何協助，歡迎透過客服與我們聯絡。</p>`,
      'zh-Hans': `<p>UU 共享积分平台是一个以会员为中心的权益共享平台。我们相信，消费与分享所创造的价值，应该回到每一位参与者手中。</p>
<h3>我们做什么</h3>
<ul>
<li><strong>积分商城</strong>：以 UU 积分兑换精选商品，支持快递、门店自提、门店核销与上门安装。</li>
<li><strong>生活服务</strong>：流量套餐、聊天套餐、充值与兑换，一个账号全部搞定。</li>
<li><strong>AI 助手</strong>：每天为您解答平台与生活中的问题，签到还能多问一次。</li>
<li><strong>共享推荐</strong>：邀请好友加入，团队一起成长，共享推荐奖励。</li>
</ul>
<h3>我们的承诺</h3>
<p><strong>透明</strong>：每一笔积分与资金变动都记录在复式账本上，收支可查、账目平衡。<br><strong>安全</strong>：密码与登录凭证只以哈希形式保存，付款需要支付密码，异常操作实时拦截。<br><strong>本地服务</strong>：支持繁体中文、简体中文与英文，客服团队在服务时间内为您解答。</p>
<h3>会员等级</h3>
<p>平台会员分为普通用户、会员、高级会员、代理、合伙人与总裁六个等级，等级依团队业绩提升，并影响每日 AI 提问次数与推荐奖励。</p>
<p>感谢您与我们同行。如需合作洽谈或任何协助，欢迎通过客服与我们联系。</p>`,
      en: `<p>UU Share is a member-centred platform for shared benefits. We believe the value created by shopping and sharing should return to everyone who takes part.</p>
<h3>What we do</h3>
<ul>
<li><strong>Points mall</strong>: selected goods for UU points, delivered by express, picked up or redeemed in a store, or installed at your home.</li>
<li><strong>Life services</strong>: flow packages, chat packages, top-ups and exchange, all in one account.</li>
<li><strong>AI assistant</strong>: answers your questions about the platform and daily life every day, with one more question when you check in.</li>
<li><strong>Shared referrals</strong>: invite friends, grow your team together and share the referral rewards.</li>
</ul>
<h3>Our commitments</h3>
<p><strong>Transparency</strong>: every movement of points and money is recorded in a double-entry ledger that always balances.<br><strong>Security</strong>: passwords and sign-in tokens are stored only as hashes, payments need your payment password, and unusual activity is stopped at once.<br><strong>Local service</strong>: Traditional Chinese, Simplified Chinese and English, with a customer-service team during opening hours.</p>
<h3>Member levels</h3>
<p>Members hold one of six levels: common user, member, senior member, agency, partner and president. Levels rise with your team's performance and set your daily AI questions and referral rewards.</p>
<p>Thank you for growing with us. For partnerships or any help, contact our customer service.</p>`,
    },
  },
];

export const DEFAULT_FAQ: { question: Texts; answer: Texts; sort: number }[] = [
  {
    sort: 10,
    question: { 'zh-Hant': '如何啟用我的帳號？', 'zh-Hans': '如何激活我的账号？', en: 'How do I activate my account?' },
    answer: {
      'zh-Hant': '<p>完成第一筆付費購買（商城訂單或上網方案）後帳號會自動啟用。未啟用的帳號可以儲值與購物，但不能轉出、提領或兌換。</p>',
      'zh-Hans': '<p>完成第一笔付费购买（商城订单或流量套餐）后账号会自动激活。未激活的账号可以充值与购物，但不能转出、提现或兑换。</p>',
      en: '<p>Your first paid purchase (a mall order or a flow package) activates your account. An inactive account can top up and shop, but cannot transfer, withdraw or exchange.</p>',
    },
  },
  {
    sort: 20,
    question: {
      'zh-Hant': 'UU、U、FB、KB、CRC 有什麼不同？',
      'zh-Hans': 'UU、U、FB、KB、CRC 有什么不同？',
      en: 'What are UU, U, FB, KB and CRC?',
    },
    answer: {
      'zh-Hant':
        '<p>UU 是平台積分，用於購物、方案、轉帳與提領；U 是現金餘額，可提領；FB 是複購積分，只能在商城使用；KB 是獎勵積分，轉帳收 10% 手續費；CRC 是平台代幣，以平台牌價用 UU 兌換。</p>',
      'zh-Hans':
        '<p>UU 是平台积分，用于购物、套餐、转让与提现；U 是现金余额，可提取；FB 是复购积分，只能在商城使用；KB 是奖励积分，转让收 10% 手续费；CRC 是平台代币，以平台牌价用 UU 兑换。</p>',
      en: '<p>UU are platform points for shopping, packages, transfers and withdrawals; U is your cash balance, which can be paid out; FB are re-order points for the mall only; KB are reward points, with a 10% fee on transfers; CRC is the platform token, exchanged from UU at the platform rate.</p>',
    },
  },
  {
    sort: 30,
    question: {
      'zh-Hant': '提領有哪些規則？多久到帳？',
      'zh-Hans': '提现有哪些规则？多久到账？',
      en: 'How do withdrawals work, and how long do they take?',
    },
    answer: {
      'zh-Hant':
        '<p>提領金額須為 100 的整數倍，每筆最低 100、最高 5000 UU，每日次數依平台公告，並須先綁定銀行卡或錢包地址。扣除 1% 手續費後，33% 轉為 FB、66% 轉入 U，一般於 3 個工作日內到帳。審核前可取消並全額退回。</p>',
      'zh-Hans':
        '<p>提现金额须为 100 的整数倍，每笔最低 100、最高 5000 UU，每日次数依平台公告，并须先绑定银行卡或钱包地址。扣除 1% 手续费后，33% 转为 FB、66% 转入 U，一般于 3 个工作日内到账。审核前可取消并全额退回。</p>',
      en: '<p>Withdrawals are in multiples of 100, from 100 to 5,000 UU each, with a daily number the platform announces, and need a bank card or wallet address. After a 1% fee, 33% becomes FB and 66% goes to U, usually within 3 working days. Until it is reviewed you can cancel for a full refund.</p>',
    },
  },
  {
    sort: 40,
    question: {
      'zh-Hant': '每天可以問 AI 助手幾次？',
      'zh-Hans': '每天可以问 AI 助手几次？',
      en: 'How many questions can I ask the AI assistant a day?',
    },
    answer: {
      'zh-Hant': '<p>每日次數依會員等級計算；當天完成簽到多送 1 次，聊天方案可再增加。回答失敗的提問不計次數。</p>',
      'zh-Hans': '<p>每日次数依会员等级计算；当天完成签到多送 1 次，聊天套餐可再增加。回答失败的提问不计次数。</p>',
      en: '<p>Your daily questions depend on your level; checking in adds 1 for that day, and chat packages add more. A question whose answer fails is not counted.</p>',
    },
  },
  {
    sort: 50,
    question: {
      'zh-Hant': '忘記支付密碼或被鎖定怎麼辦？',
      'zh-Hans': '忘记支付密码或被锁定怎么办？',
      en: 'I forgot my payment password or it is locked. What now?',
    },
    answer: {
      'zh-Hant':
        '<p>支付密碼為 6 位數字，連續輸錯 5 次會鎖定 15 分鐘。在「設定 → 修改支付密碼」選擇忘記密碼，以寄到您電子郵件或手機的驗證碼重設，重設後鎖定即解除。</p>',
      'zh-Hans':
        '<p>支付密码为 6 位数字，连续输错 5 次会锁定 15 分钟。在“设置 → 修改支付密码”选择忘记密码，以发送到您电子邮箱或手机的验证码重设，重设后锁定即解除。</p>',
      en: '<p>The payment password has 6 digits; five wrong tries in a row lock payments for 15 minutes. In Settings → Change payment password, choose Forgot password and reset it with the code sent to your email or phone; resetting lifts the lock.</p>',
    },
  },
  {
    sort: 60,
    question: {
      'zh-Hant': '訂單未付款或一直沒確認收貨會怎樣？',
      'zh-Hans': '订单未付款或一直没确认收货会怎样？',
      en: 'What happens to unpaid or unconfirmed orders?',
    },
    answer: {
      'zh-Hant': '<p>下單後 30 分鐘內未付款的訂單會自動取消，庫存與優惠券退回；已出貨的訂單在 10 天後自動確認收貨。</p>',
      'zh-Hans': '<p>下单后 30 分钟内未付款的订单会自动取消，库存与优惠券退回；已发货的订单在 10 天后自动确认收货。</p>',
      en: '<p>An order not paid within 30 minutes cancels itself and returns the stock and the coupon; a shipped order is confirmed automatically after 10 days.</p>',
    },
  },
  {
    sort: 70,
    question: { 'zh-Hant': '上網方案如何計算天數？', 'zh-Hans': '流量套餐如何计算天数？', en: 'How long does a flow package last?' },
    answer: {
      'zh-Hant': '<p>月方案為 30 天，自購買時開始計算。在「我的流量」可查看總量、已用與剩餘流量。</p>',
      'zh-Hans': '<p>月套餐为 30 天，自购买时开始计算。在“我的流量”可查看总量、已用与剩余流量。</p>',
      en: '<p>A monthly package lasts 30 days from the purchase. My flow shows the total, used and remaining data.</p>',
    },
  },
  {
    sort: 80,
    question: { 'zh-Hant': '上傳圖片失敗怎麼辦？', 'zh-Hans': '上传图片失败怎么办？', en: 'My image upload failed. Why?' },
    answer: {
      'zh-Hant': '<p>圖片須小於 1MB，格式為 PNG、JPEG、WebP 或 GIF。請壓縮或截圖後再上傳。</p>',
      'zh-Hans': '<p>图片须小于 1MB，格式为 PNG、JPEG、WebP 或 GIF。请压缩或截图后再上传。</p>',
      en: '<p>Images must be under 1 MB and in PNG, JPEG, WebP or GIF format. Compress the picture or take a screenshot, then try again.</p>',
    },
  },
];
