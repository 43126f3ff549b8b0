/** The built-in assistant's answers (issue 23), Markdown; zh-Hant is the source. */
const assistant = {
  balance: {
    title: '你的餘額：',
    line: '- **{{currency}}**：{{amount}}',
    frozen: '提領審核中凍結的 UU：{{amount}}',
  },
  questions: {
    left: '今天還可以提問 **{{remaining}}** 次（已用 {{used}} 次）。',
    parts: '組成：等級每日 {{level}} 次 + 簽到 {{checkIn}} 次 + 聊天方案 {{packages}} 次。',
    reset: '次數在台北時間午夜重設（{{time}}）。',
    notSigned: '今天還沒簽到，簽到後可多 1 次提問。',
  },
  moneyLog: {
    summary: '{{from}} 至 {{to}} 的 {{currency}}：收入 **{{income}}**，支出 **{{expense}}**。',
    recent: '最近幾筆：',
    entry: '- {{at}} {{type}} {{amount}}',
    none: '這段期間沒有 {{currency}} 的收支紀錄。',
  },
  orders: {
    none: '你還沒有訂單。',
    notFound: '找不到單號含 {{orderNo}} 的訂單。',
    line: '**{{orderNo}}** {{goods}}：{{status}}',
    logistics: '物流：{{company}} {{number}}',
    writeOff: '核銷碼：{{code}}',
    next: '下一步：{{actions}}',
    actions: {
      cancel: '取消訂單',
      pay: '付款',
      logistics: '查看物流',
      confirm: '確認收貨',
      writeoff: '到店出示核銷碼',
      delete: '刪除訂單',
    },
  },
  coupons: {
    none: '目前沒有可用的優惠券。',
    title: '現在可用的優惠券：',
    line: '- {{name}}：{{terms}}（{{expires}} 到期）',
    amountOff: '折抵 {{amount}} UU',
    percentOff: '折抵 {{percent}}%',
    minSpend: '滿 {{amount}} UU 可用',
    package: '兌換方案',
  },
  checkIn: {
    signed: '今天已簽到，已連續簽到 **{{streak}}** 天。',
    notSigned: '今天還沒簽到，目前連續 {{streak}} 天。簽到後當天多 1 次提問。',
    reward: '再連續簽到 {{days}} 天可得 {{reward}}。',
  },
  team: {
    summary: '你目前是 **{{level}} 級**，直推 {{direct}} 人，團隊共 {{members}} 人。',
    performance: '本月團隊業績 {{performance}} UU，累計 {{total}} UU。',
    next: '升到 {{next}} 級需要累計業績 {{threshold}} UU，還差 **{{missing}} UU**。',
    top: '你已是最高等級。',
  },
  withdrawal: {
    preview: '提領 {{amount}} UU：手續費 {{fee}}，{{toFb}} 轉入 FB，{{toU}} 轉入 U。',
    previewU: '提領 {{amount}} U：全額出款，不收手續費。',
    example: '以 {{amount}} UU 為例：',
    multiple: '注意：提領金額須為 100 的整數倍。',
    min: '注意：單筆最少 {{min}}。',
    max: '注意：單筆最多 {{max}}。',
    balance: '注意：你的 {{currency}} 餘額不足。',
    draft: '我已幫你填好提領表單，請選擇收款帳戶並輸入支付密碼完成。',
  },
  transfer: {
    fee: '轉帳 {{amount}} {{currency}}：手續費 {{fee}}，共扣 {{total}}。',
    draft: '我已幫你填好轉帳表單，請核對對方資料後輸入支付密碼完成。',
  },
  packages: {
    none: '目前沒有上架的方案。',
    draft: '這些方案可以購買，點卡片開啟購買頁面，付款時需輸入支付密碼：',
  },
  goods: {
    none: '商城裡找不到「{{query}}」。',
    found: '商城裡找到這些商品：',
  },
  guide: {
    none: '抱歉，這個問題我不知道答案。你可以試著問：',
    suggestionA: '我有多少 UU？',
    suggestionB: '我的訂單到哪了？',
    suggestionC: '提領 500 手續費多少？',
    more: '如需更多幫助，請在「設定 → 聯絡客服」與我們聯絡。',
  },
};

export default assistant;
