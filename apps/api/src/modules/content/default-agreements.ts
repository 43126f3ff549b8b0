import type { Locale } from '@uu/contract/locales';

/**
 * The service agreement (id 1) and the privacy policy (id 2) a fresh installation starts with, in
 * the three interface languages. Registration requires accepting both (spec §5), so they exist on
 * every database, not only with demo data; operators edit them in the admin console.
 */
export type AgreementText = { title: string; content: string };

export const DEFAULT_AGREEMENTS: { id: number; slug: string; texts: Record<Locale, AgreementText> }[] = [
  {
    id: 1,
    slug: 'service',
    texts: {
      'zh-Hant': {
        title: '服務條款',
        content: `<p>歡迎使用 UU 共享積分平台（下稱「本平台」）。在註冊或使用本平台前，請您仔細閱讀本條款。您勾選同意並完成註冊，即表示您已閱讀、理解並接受本條款全部內容。</p>
<h3>一、帳號</h3>
<p>1. 您應以本人有效的電子郵件或手機號碼註冊，並對帳號下的一切行為負責。</p>
<p>2. 請妥善保管登入密碼與支付密碼，勿告訴任何人。因您保管不當造成的損失由您自行承擔；發現帳號被盜用時請立即聯絡客服。</p>
<p>3. 新註冊帳號為未啟用狀態，完成首次付費購買（商城訂單或上網方案）或經平台審核後啟用。未啟用帳號不能轉出、提領或兌換。</p>
<h3>二、積分與錢包</h3>
<p>1. UU 積分為平台內權益憑證，可用於積分商城兌換、購買方案、轉帳及按規則提領；不具有法定貨幣地位。</p>
<p>2. 提領按平台公示規則辦理：金額須為 100 的整數倍，扣除 1% 手續費後，33% 轉為複購積分（FB），66% 轉入現金餘額（U），一般於 3 個工作日內到帳。</p>
<p>3. 每筆資金變動均有紀錄可查。如發現帳目異常，請於 30 日內聯絡客服。</p>
<h3>三、禁止行為</h3>
<p>您不得利用本平台從事違法活動、洗錢、虛假交易、惡意刷單、盜用他人帳號或以任何方式干擾平台正常運作。一經發現，平台有權凍結帳號並保留追究責任的權利。</p>
<h3>四、AI 助手</h3>
<p>AI 助手的回答僅供參考，不構成投資、法律或醫療建議。每日提問次數依會員等級、簽到與方案計算。</p>
<h3>五、條款變更與終止</h3>
<p>平台可能因業務調整修訂本條款，修訂後將在平台內公告；您繼續使用即視為接受。您可隨時申請刪除帳號，刪除前請先處理帳戶餘額。</p>
<h3>六、聯絡我們</h3>
<p>如對本條款有任何疑問，請透過「關於我們」中的客服方式與我們聯絡。</p>`,
      },
      'zh-Hans': {
        title: '用户服务协议',
        content: `<p>欢迎使用 UU 共享积分平台（下称“本平台”）。在注册或使用本平台前，请您仔细阅读本协议。您勾选同意并完成注册，即表示您已阅读、理解并接受本协议全部条款。</p>
<h3>一、账号</h3>
<p>1. 您应以本人有效的电子邮箱或手机号码注册，并对账号下的一切行为负责。</p>
<p>2. 请妥善保管登录密码与支付密码，勿告诉任何人。因您保管不当造成的损失由您自行承担；发现账号被盗用时请立即联系客服。</p>
<p>3. 新注册账号为未激活状态，完成首次付费购买（商城订单或流量套餐）或经平台审核后激活。未激活账号不能转出、提现或兑换。</p>
<h3>二、积分与钱包</h3>
<p>1. UU 积分为平台内权益凭证，可用于积分商城兑换、购买套餐、转让及按规则提现；不具有法定货币地位。</p>
<p>2. 提现按平台公示规则办理：金额须为 100 的整数倍，扣除 1% 手续费后，33% 转为复购积分（FB），66% 转入现金余额（U），一般于 3 个工作日内到账。</p>
<p>3. 每笔资金变动均有记录可查。如发现账目异常，请于 30 日内联系客服。</p>
<h3>三、禁止行为</h3>
<p>您不得利用本平台从事违法活动、洗钱、虚假交易、恶意刷单、盗用他人账号或以任何方式干扰平台正常运作。一经发现，平台有权冻结账号并保留追究责任的权利。</p>
<h3>四、AI 助手</h3>
<p>AI 助手的回答仅供参考，不构成投资、法律或医疗建议。每日提问次数依会员等级、签到与套餐计算。</p>
<h3>五、协议变更与终止</h3>
<p>平台可能因业务调整修订本协议，修订后将在平台内公告；您继续使用即视为接受。您可随时申请注销账号，注销前请先处理账户余额。</p>
<h3>六、联系我们</h3>
<p>如对本协议有任何疑问，请通过“关于我们”中的客服方式与我们联系。</p>`,
      },
      en: {
        title: 'Service Agreement',
        content: `<p>Welcome to the UU Share points platform (the "Platform"). Please read this agreement carefully before you register or use the Platform. By ticking the box and completing registration you confirm that you have read, understood and accepted all of its terms.</p>
<h3>1. Your account</h3>
<p>1. Register with an email address or phone number that is your own, and you are responsible for everything done with your account.</p>
<p>2. Keep your sign-in password and payment password secret and never tell them to anyone. Contact customer service at once if you believe your account is being misused.</p>
<p>3. A new account starts inactive and becomes active with its first paid purchase (a mall order or a flow package) or after review by the Platform. An inactive account cannot transfer, withdraw or exchange.</p>
<h3>2. Points and wallet</h3>
<p>1. UU points are a benefit within the Platform: they buy goods in the points mall and packages, can be transferred, and can be withdrawn under the published rules. They are not legal tender.</p>
<p>2. Withdrawals follow the published rules: amounts in multiples of 100; after a 1% fee, 33% becomes re-order points (FB) and 66% goes to your cash balance (U), usually within 3 working days.</p>
<p>3. Every movement of value is recorded and can be reviewed. Please report any discrepancy to customer service within 30 days.</p>
<h3>3. What you must not do</h3>
<p>Do not use the Platform for unlawful purposes, money laundering, fictitious trades, fake orders, using other people's accounts, or anything that disrupts the service. The Platform may freeze accounts involved and reserves its rights.</p>
<h3>4. The AI assistant</h3>
<p>Answers of the AI assistant are for reference only and are not investment, legal or medical advice. Your daily questions depend on your level, check-ins and packages.</p>
<h3>5. Changes and termination</h3>
<p>The Platform may revise this agreement and will announce revisions in the app; continuing to use the Platform means you accept them. You may close your account at any time after settling its balances.</p>
<h3>6. Contact</h3>
<p>For any question about this agreement, contact customer service through "About us".</p>`,
      },
    },
  },
  {
    id: 2,
    slug: 'privacy',
    texts: {
      'zh-Hant': {
        title: '隱私權政策',
        content: `<p>UU 共享積分平台重視您的隱私。本政策說明我們收集哪些資訊、如何使用與保護，以及您的權利。</p>
<h3>一、我們收集的資訊</h3>
<p>1. 註冊資訊：電子郵件或手機號碼、暱稱、邀請關係。</p>
<p>2. 交易資訊：積分與錢包變動、訂單、收件地址、銀行卡（僅顯示遮蔽後的卡號）。</p>
<p>3. 使用資訊：登入時間、裝置類型、IP 位址，以及您與 AI 助手的對話紀錄（您可隨時清除）。</p>
<h3>二、我們如何使用</h3>
<p>用於提供與改進服務、處理訂單與提領、帳號安全（如異常登入偵測）、履行法律義務。我們不會出售您的個人資訊。</p>
<h3>三、我們如何保護</h3>
<p>密碼經單向雜湊後儲存，任何人（包括平台員工）都無法讀取；登入憑證以雜湊形式儲存；傳輸全程加密；內部存取受權限控管並留有稽核紀錄。</p>
<h3>四、分享與揭露</h3>
<p>僅在履行服務所必需（如物流配送、簡訊與郵件傳送、支付結算）或法律要求時，向相關方提供必要資訊。</p>
<h3>五、您的權利</h3>
<p>您可查詢、更正個人資料，清除聊天紀錄，或申請刪除帳號。請透過客服提出，我們將於 15 個工作日內處理。</p>
<h3>六、政策更新</h3>
<p>本政策更新時將於平台內公告並標註更新日期。</p>`,
      },
      'zh-Hans': {
        title: '隐私政策',
        content: `<p>UU 共享积分平台重视您的隐私。本政策说明我们收集哪些信息、如何使用与保护，以及您的权利。</p>
<h3>一、我们收集的信息</h3>
<p>1. 注册信息：电子邮箱或手机号码、昵称、邀请关系。</p>
<p>2. 交易信息：积分与钱包变动、订单、收货地址、银行卡（仅显示遮蔽后的卡号）。</p>
<p>3. 使用信息：登录时间、设备类型、IP 地址，以及您与 AI 助手的对话记录（您可随时清除）。</p>
<h3>二、我们如何使用</h3>
<p>用于提供与改进服务、处理订单与提现、账号安全（如异常登录检测）、履行法律义务。我们不会出售您的个人信息。</p>
<h3>三、我们如何保护</h3>
<p>密码经单向哈希后存储，任何人（包括平台员工）都无法读取；登录凭证以哈希形式保存；传输全程加密；内部访问受权限控制并留有审计记录。</p>
<h3>四、共享与披露</h3>
<p>仅在履行服务所必需（如物流配送、短信与邮件发送、支付结算）或法律要求时，向相关方提供必要信息。</p>
<h3>五、您的权利</h3>
<p>您可查询、更正个人资料，清除聊天记录，或申请注销账号。请通过客服提出，我们将于 15 个工作日内处理。</p>
<h3>六、政策更新</h3>
<p>本政策更新时将于平台内公告并标注更新日期。</p>`,
      },
      en: {
        title: 'Privacy Policy',
        content: `<p>UU Share respects your privacy. This policy explains what we collect, how we use and protect it, and your rights.</p>
<h3>1. What we collect</h3>
<p>1. Registration: your email address or phone number, nickname and who invited you.</p>
<p>2. Transactions: movements of your points and wallet, orders, delivery addresses, bank cards (shown masked).</p>
<p>3. Use: sign-in times, device type, IP address, and your conversations with the AI assistant (which you can clear at any time).</p>
<h3>2. How we use it</h3>
<p>To provide and improve the service, process orders and withdrawals, keep accounts secure (for example, detecting unusual sign-ins) and meet legal obligations. We never sell your personal information.</p>
<h3>3. How we protect it</h3>
<p>Passwords are stored only as one-way hashes that nobody, staff included, can read; sign-in tokens are stored hashed; traffic is encrypted; internal access is restricted and audited.</p>
<h3>4. Sharing</h3>
<p>Only what is needed to deliver the service (delivery, SMS and email, payment settlement) or required by law is shared with the parties concerned.</p>
<h3>5. Your rights</h3>
<p>You can view and correct your data, clear your chat history, or ask us to close your account. Contact customer service; we answer within 15 working days.</p>
<h3>6. Updates</h3>
<p>When this policy changes we announce it in the app with the date of the change.</p>`,
      },
    },
  },
];
