import { Bot, Building2, ChartColumn, CupSoda, LayoutDashboard, Users } from 'lucide-react';
import type { MenuItem } from './menu';

/**
 * The console's full menu with the words of labels-ko.md, for stories (the console builds its own from its
 * routes and filters it by permission before passing it to the Sidebar).
 */
export const exampleMenu: MenuItem[] = [
  { title: '대시보드', to: '/dashboard', end: true, icon: <LayoutDashboard size={18} /> },
  {
    title: '로봇 관리',
    icon: <Bot size={18} />,
    subMenu: [
      { title: '로봇 목록', to: '/dashboard/webin-manage-list' },
      { title: '로봇 등록', to: '/dashboard/webin-manage-register' },
      { title: '실시간 제어', to: '/dashboard/realtime-control' },
      { title: '통신 로그', to: '/dashboard/webin-connection-log' },
      { title: '알림 운영 관리', to: '/dashboard/webin-alaram' },
      {
        title: 'RC 4.0',
        subMenu: [
          { title: '실시간 현황', to: '/dashboard/rc-4_0-realtime' },
          { title: '수거 이력', to: '/dashboard/rc-4_0-collection' },
          { title: '프로그램 버전 관리', to: '/dashboard/rc-4_0-version' },
          { title: 'AI 모델 관리', to: '/dashboard/rc-4_0-ai-model' },
        ],
      },
    ],
  },
  {
    title: '서울컵 관리',
    icon: <CupSoda size={18} />,
    subMenu: [
      {
        title: '1. 기기 관리',
        subMenu: [
          { title: '대여기 목록', to: '/cup/rental-machine' },
          { title: '대여기 알림', to: '/cup/rental-machine-alert' },
          { title: '반납기 목록', to: '/cup/return-machine' },
        ],
      },
      {
        title: '2. 기기 모니터링',
        subMenu: [
          { title: '대여기 모니터링', to: '/cup/rental-machine-monitor' },
          { title: '반납기 모니터링', to: '/cup/return-machine-monitor' },
          { title: '반납기 정보 모니터링', to: '/cup/return-machine-information-monitor' },
        ],
      },
      {
        title: '3. 대여 서비스 원천 데이터',
        subMenu: [
          { title: '대여 정보 모니터링', to: '/cup/rental-information-monitor' },
          { title: '반납 유효기간 만료', to: '/cup/return-validity-expiration' },
        ],
      },
      {
        title: '4. 반납 서비스',
        subMenu: [
          { title: '보증금 환급 관리', to: '/cup/seoul-refund-money-manage' },
          { title: '수동 환급', to: '/cup/seoul-refund-money-edit' },
          { title: '송금 정보 조회', to: '/cup/view-remittance-information' },
        ],
      },
      {
        title: '5. 충전·회수 이력',
        subMenu: [
          { title: '충전 이력', to: '/cup/filling-history' },
          { title: '회수 이력', to: '/cup/retrieval-history' },
        ],
      },
      {
        title: '6. 세척장',
        subMenu: [
          { title: '세척장 보관 현황', to: '/cup/washing-storage-status' },
          { title: '배송 현황', to: '/cup/delivery-status' },
          { title: '컵 상태 수동 변경', to: '/cup/state-manual-change' },
          { title: '박스 상태 수동 변경', to: '/cup/box-state-manual-change' },
        ],
      },
      {
        title: '7. 컵·박스 ID 관리',
        subMenu: [
          { title: '컵 ID 관리', to: '/cup/lalaloop-id-manage' },
          { title: '컵 ID 제어', to: '/cup/lalaloop-id-control' },
          { title: '컵 ID 이력', to: '/cup/lalaloop-id-history' },
          { title: '서울 컵 ID 이력', to: '/cup/seoul-lalaloop-cup-id-history' },
          { title: '박스 번호 조회', to: '/cup/box-number-inquiry' },
          { title: '박스 ID 관리', to: '/cup/box-id-manage' },
        ],
      },
    ],
  },
  {
    title: '통계',
    icon: <ChartColumn size={18} />,
    subMenu: [
      { title: '로봇 설치 현황', to: '/dashboard/install-status' },
      { title: '신규 설치 통계', to: '/dashboard/new-installation-statistics' },
      { title: '이용 통계', to: '/dashboard/webin-usage-statistics' },
      { title: '배출 품목 통계', to: '/dashboard/emission-product-statistics' },
      { title: '기기별 월평균 이용 추이', to: '/dashboard/average-usage-per-device' },
      { title: '사용자별 평균 배출량', to: '/dashboard/average-emissions-per-user' },
      { title: '사용자별 평균 포인트 사용', to: '/dashboard/average-point-usage-per-user' },
    ],
  },
  {
    title: '사용자 관리',
    icon: <Users size={18} />,
    subMenu: [
      { title: '전체 사용자', to: '/dashboard/user-list' },
      { title: '권한 그룹 목록', to: '/dashboard/user-list-group' },
      { title: '권한 그룹 등록', to: '/dashboard/user-list-group-register' },
    ],
  },
  {
    title: '고객사 관리자 관리',
    icon: <Building2 size={18} />,
    subMenu: [
      { title: '관리자 사용자', to: '/dashboard/client-admin-user-list' },
      { title: '고객사 목록', to: '/dashboard/client-list' },
    ],
  },
];
