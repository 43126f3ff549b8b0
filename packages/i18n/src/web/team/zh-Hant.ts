/**
 * The team's texts (`team.*`), zh-Hant (the source). Loaded with the navTeam, myInvitation and
 * sixDegrees screens (apps/web features/team/catalogue.ts), not with the first route;
 * ../../web.ts merges it into `webResources` for the key and parity checks.
 */
const team = {
  unit: '{{amount}} UU',
  hub: {
    level: '我的等級',
    periods: { today: '今日', month: '本月', all: '累計' },
    performance: '團隊業績',
    directReferrals: '直推人數',
    teamMembers: '團隊總人數',
    totalPerformance: '累計團隊業績',
    nextLevel: '距離「{{level}}」還差 {{missing}} UU',
    nextLevelThreshold: '需累計團隊業績 {{threshold}} UU',
    topLevel: '已達最高等級',
    rewards: '推薦獎勵（KB）',
    rewardsPending: '待發放 {{amount}}',
    rewardsPaid: '已發放 {{amount}}',
    invited: '邀請人數',
    invitedTotal: '累計邀請 {{count}} 人',
    invitedToday: '今日邀請 {{count}} 人',
    directs: '直推成員',
    noDirects: '還沒有直推成員，快去邀請好友吧',
    memberTeam: '團隊 {{count}} 人',
    memberPerformance: '業績 {{amount}} UU',
    joined: '{{date}} 加入',
    noMore: '沒有更多了',
    entries: { myInvitation: '邀請好友', sixDegrees: '六度人脈' },
    loadFailed: '載入失敗',
  },
  invitation: {
    code: '我的邀請碼',
    copy: '複製',
    link: '邀請連結',
    copyLink: '複製連結',
    posters: '分享海報',
    posterLarge: '海報一（750×1150）',
    posterSmall: '海報二（594×850）',
    save: '儲存圖片',
    saved: '圖片已儲存',
    saveFailed: '儲存失敗，請長按圖片儲存',
    drawing: '海報生成中…',
    drawFailed: '海報生成失敗',
    posterTitle: '邀請你加入 UU',
    posterSubtitle: '共享權益，一起成長',
    posterCode: '邀請碼：{{code}}',
    posterScan: '掃描 QR 碼，立即註冊',
    posterAlt: '分享海報',
  },
  six: {
    depth: '{{depth}} 度',
    depthTitle: '第 {{depth}} 度人脈',
    count: '{{count}} 人',
    noContact: '未綁定聯絡方式',
    empty: '這一度還沒有成員',
  },
};

export default team;
