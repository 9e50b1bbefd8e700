/** Choices of the CRM screens: [stored value, vi, en]. */

/** Appointment status: booked, confirmed, arrived, done, no-show, cancelled. */
export const taskStatuses = [
  ['0', 'Đã đặt lịch', 'Booked'],
  ['1', 'Đã xác nhận', 'Confirmed'],
  ['2', 'Khách đã đến', 'Arrived'],
  ['3', 'Hoàn thành', 'Done'],
  ['4', 'Khách không đến', 'No-show'],
  ['9', 'Đã hủy', 'Cancelled'],
  // Asked for by the customer on the client portal: holds its slot until the desk accepts (0) or cancels it.
  ['5', 'Chờ xác nhận', 'Requested'],
] as const;

/** Status of a ticket or a complaint while it is handled. */
export const handlingStatuses = [
  ['0', 'Mới', 'New'],
  ['1', 'Đang xử lý', 'In progress'],
  ['2', 'Đã xử lý', 'Resolved'],
  ['3', 'Đã đóng', 'Closed'],
  ['9', 'Đã hủy', 'Cancelled'],
] as const;

/** How urgent a ticket is. */
export const priorities = [
  ['1', 'Thấp', 'Low'],
  ['2', 'Trung bình', 'Medium'],
  ['3', 'Cao', 'High'],
  ['4', 'Khẩn cấp', 'Urgent'],
] as const;

/** How serious a complaint is. */
export const severities = [
  ['1', 'Nhẹ', 'Minor'],
  ['2', 'Trung bình', 'Moderate'],
  ['3', 'Nghiêm trọng', 'Serious'],
] as const;

/** The channel a contact, a campaign or an advertisement goes through. */
export const contactChannels = [
  ['HOTLINE', 'Hotline', 'Hotline'],
  ['FACEBOOK', 'Facebook', 'Facebook'],
  ['ZALO', 'Zalo', 'Zalo'],
  ['TIKTOK', 'TikTok', 'TikTok'],
  ['GOOGLE', 'Google', 'Google'],
  ['WEBSITE', 'Website', 'Website'],
  ['SMS', 'SMS', 'SMS'],
  ['EMAIL', 'Email', 'Email'],
  ['OFFLINE', 'Tại cửa hàng / sự kiện', 'Walk-in / event'],
] as const;

/** Channels an advertisement (broadcast) is sent through. */
export const broadcastChannels = [
  ['SMS', 'SMS', 'SMS'],
  ['ZALO', 'Zalo ZNS', 'Zalo ZNS'],
  ['EMAIL', 'Email', 'Email'],
] as const;

/** Whether a customer source is online, offline or a referral. */
export const sourceKinds = [
  ['ONLINE', 'Online', 'Online'],
  ['OFFLINE', 'Offline', 'Offline'],
  ['REFERRAL', 'Giới thiệu', 'Referral'],
] as const;

/** Direction of a call. */
export const callDirections = [
  ['IN', 'Gọi đến', 'Inbound'],
  ['OUT', 'Gọi đi', 'Outbound'],
] as const;

/** How the call was recorded: typed by staff or written by the call center. */
export const callOrigins = [
  ['MANUAL', 'Nhập tay', 'Manual'],
  ['PBX', 'Tổng đài', 'Call center'],
] as const;

/** What happened on the line. */
export const callResults = [
  ['ANSWERED', 'Nghe máy', 'Answered'],
  ['NO_ANSWER', 'Không nghe máy', 'No answer'],
  ['BUSY', 'Máy bận', 'Busy'],
  ['OFF', 'Thuê bao / tắt máy', 'Unreachable'],
  ['WRONG', 'Sai số', 'Wrong number'],
] as const;

/** The customer's interest after a telesale call (crm_calllog_status). */
export const callStatuses = [
  ['NEW', 'Chưa tư vấn', 'Not consulted'],
  ['INTERESTED', 'Quan tâm', 'Interested'],
  ['THINKING', 'Cần suy nghĩ thêm', 'Thinking it over'],
  ['CALL_BACK', 'Hẹn gọi lại', 'Call back'],
  ['BOOKED', 'Đã đặt lịch', 'Booked'],
  ['NOT_INTERESTED', 'Không quan tâm', 'Not interested'],
] as const;

/** Campaign and advertisement life cycle. */
export const campaignStatuses = [
  ['0', 'Kế hoạch', 'Planned'],
  ['1', 'Đang chạy', 'Running'],
  ['2', 'Kết thúc', 'Finished'],
  ['9', 'Đã hủy', 'Cancelled'],
] as const;

/** Advertisement sending state. */
export const broadcastStatuses = [
  ['0', 'Nháp', 'Draft'],
  ['1', 'Đã lên lịch', 'Scheduled'],
  ['2', 'Đã gửi', 'Sent'],
  ['9', 'Đã hủy', 'Cancelled'],
] as const;

/** What a service expense is. */
export const expenseKinds = [
  ['MATERIAL', 'Vật tư tiêu hao', 'Consumables'],
  ['LABOUR', 'Tiền công kỹ thuật viên', 'Technician labour'],
  ['TOOL', 'Khấu hao máy móc, dụng cụ', 'Equipment wear'],
  ['OTHER', 'Chi phí khác', 'Other'],
] as const;

/** An employee's part in a service. */
export const responsibilityRoles = [
  ['MAIN', 'Phụ trách chính', 'Lead'],
  ['ASSIST', 'Phụ', 'Assistant'],
  ['CONSULT', 'Tư vấn', 'Consultant'],
] as const;
