/**
 * Vietnamese messages (the default language) of the shell, sign-in and status screens; the signed-in screens' messages
 * are in vi-shell.ts. The spec's messages are copied exactly.
 */
export const vi = {
  app: {
    name: 'Sen ERP',
    loading: 'Đang tải…',
    navigating: 'Đang chuyển trang…',
    mainNavigation: 'Menu chính',
    openMenu: 'Mở menu',
    closeMenu: 'Đóng menu',
  },
  common: {
    home: 'Trang chủ',
    backHome: 'Về trang chủ',
    backToLogin: 'Quay lại đăng nhập',
    retry: 'Thử lại',
    close: 'Đóng',
    breadcrumbs: 'Đường dẫn',
    yes: 'Có',
    no: 'Không',
    empty: '(trống)',
    hidden: '(đã ẩn)',
    loadFailed: 'Không tải được dữ liệu',
  },
  toast: {
    info: 'Thông báo',
    warning: 'Thông báo',
    success: 'Thành công',
    failure: 'Thất bại',
    error: 'Có lỗi xảy ra',
  },
  auth: {
    login: {
      title: 'Đăng nhập',
      subtitle: 'Chào mừng bạn quay lại! Vui lòng đăng nhập để bắt đầu làm việc.',
      userName: 'Tên đăng nhập',
      password: 'Mật khẩu',
      showPassword: 'Hiện mật khẩu',
      hidePassword: 'Ẩn mật khẩu',
      rememberMe: 'Ghi nhớ đăng nhập',
      submit: 'Đăng nhập',
      forgotPassword: 'Quên mật khẩu?',
      noAccount: 'Chưa có tài khoản?',
      register: 'Xem cách được cấp tài khoản',
      userNameRequired: 'Vui lòng nhập tên đăng nhập',
      passwordRequired: 'Vui lòng nhập mật khẩu',
      success: 'Đăng nhập thành công',
    },
    register: {
      title: 'Đăng ký',
      subtitle: 'Tài khoản nhân viên do quản trị viên cấp',
      body: 'Ứng dụng không cho phép tự đăng ký. Quản trị viên tạo tài khoản nhân viên trong Hệ thống → Người dùng và phân quyền đơn vị, chức năng cho từng người.',
      steps:
        'Hãy liên hệ quản trị viên của công ty để được cấp tên đăng nhập và mật khẩu, sau đó quay lại trang đăng nhập.',
      haveAccount: 'Đã có tài khoản?',
    },
    forgot: {
      title: 'Quên mật khẩu',
      subtitle: 'Mật khẩu được quản trị viên đặt lại',
      body: 'Ứng dụng không gửi thư đặt lại mật khẩu. Quản trị viên đặt lại mật khẩu của bạn trong Hệ thống → Người dùng.',
      userName: 'Tên đăng nhập',
      submit: 'Xem hướng dẫn',
      result:
        'Chưa có yêu cầu nào được gửi. Hãy liên hệ quản trị viên và cho biết tên đăng nhập "{{userName}}" để được đặt lại mật khẩu.',
    },
    reset: {
      title: 'Đặt lại mật khẩu',
      subtitle: 'Chỉ quản trị viên đặt lại được mật khẩu',
      body: 'Mật khẩu mới do quản trị viên đặt trong Hệ thống → Người dùng → Sửa người dùng. Sau khi nhận mật khẩu mới, hãy đăng nhập và đổi mật khẩu nếu được yêu cầu.',
    },
    lock: {
      title: 'Khóa màn hình',
      subtitle: 'Màn hình đã khóa. Nhập lại mật khẩu để tiếp tục.',
      signedInAs: 'Đang đăng nhập: {{name}}',
      unlock: 'Mở khóa',
      otherAccount: 'Đăng nhập bằng tài khoản khác',
      noUser: 'Chưa có phiên đăng nhập. Vui lòng đăng nhập.',
    },
  },
  status: {
    notFound: {
      title: 'Không tìm thấy trang',
      description: 'Trang bạn tìm không tồn tại hoặc đường dẫn đã thay đổi.',
    },
    serverError: {
      title: 'Lỗi máy chủ',
      description: 'Máy chủ gặp sự cố khi xử lý yêu cầu. Vui lòng thử lại sau ít phút.',
    },
    notAuthorized: {
      title: 'Không có quyền truy cập',
      description: 'Tài khoản của bạn không được phép xem trang này.',
    },
    maintenance: {
      title: 'Đang bảo trì',
      description: 'Hệ thống đang được bảo trì. Vui lòng quay lại sau.',
    },
    comingSoon: {
      title: 'Sắp ra mắt',
      description: 'Chức năng này sẽ sớm được ra mắt.',
    },
    blank: {
      title: 'Không có quyền',
      description:
        'Bạn không có quyền truy cập chức năng này. Hãy liên hệ quản trị viên nếu cần được phân quyền.',
    },
    pageError: {
      title: 'Có lỗi xảy ra',
      description: 'Trang không hiển thị được. Vui lòng tải lại trang.',
      reload: 'Tải lại trang',
    },
  },
} as const;
