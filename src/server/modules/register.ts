import type { FastifyInstance } from 'fastify';
import { onPurchaseRefunded } from '../domain/purchase-refunded';
import { registerAuditTrail } from '../http/audit-trail';
import { registerResponseCache } from '../http/response-cache';
import { onLessonVideosSwapped } from '../integrations/video/video-lifecycle';
import { accountRoutes } from './account/account.routes';
import { licenseRoutes } from './account/license.routes';
import { adminRoutes } from './admin/admin.routes';
import { adminCatalogueRoutes } from './admin/admin-catalogue.routes';
import { adminCommerceRoutes } from './admin/admin-commerce.routes';
import { adminContentRoutes } from './admin/admin-content.routes';
import { adminReportRoutes } from './admin/admin-report.routes';
import { instructorReportRoutes } from './admin/instructor-report.routes';
import { attendanceRoutes } from './attendance/attendance.routes';
import { bannerRoutes } from './banner/banner.routes';
import { billingRoutes } from './billing/billing.routes';
import { boardRoutes } from './board/board.routes';
import { categoryRoutes } from './category/category.routes';
import { sessionCheckinRoutes } from './checkin/session-checkin.routes';
import { contentsRoutes } from './contents/contents.routes';
import { couponRoutes } from './coupon/coupon.routes';
import { creditsRoutes } from './credits/credits.routes';
import { examRoutes } from './exam/exam.routes';
import { examConsoleRoutes } from './exam/exam-console.routes';
import { filesRoutes } from './files/files.routes';
import { instructorsRoutes } from './instructors/instructors.routes';
import { learningRoutes } from './learning/learning.routes';
import { membershipRoutes } from './membership/membership.routes';
import { endRefundedPeriod } from './membership/membership-refund';
import { moderationRoutes } from './moderation/moderation.routes';
import { noticeRoutes } from './notice/notice.routes';
/** Every domain module of the API, in one list so a newcomer sees the whole surface. */
import { mailOutboxRoutes } from './notifications/mail-outbox.routes';
import { paymentRoutes } from './payment/payment.routes';
import { paymentReturnRoutes } from './payment/payment-return.routes';
import { taxInvoiceRoutes } from './payment/tax-invoice.routes';
import { questionsRoutes } from './questions/questions.routes';
import { reviewsRoutes } from './reviews/reviews.routes';
import { seoRoutes } from './seo/seo.routes';
import { termsRoutes } from './terms/terms.routes';

export async function registerModules(app: FastifyInstance): Promise<void> {
  // Before the modules: catalogue routes read it, admin writes invalidate it.
  registerResponseCache(app);
  // A replacement video goes live in the background, outside any request: public course pages
  // name lessons' videos, so their cached answers go too.
  onLessonVideosSwapped(app.ctx, () => app.responseCache.invalidate());
  // Payment tells a refund without importing membership, whose charges it ends (decision 048).
  onPurchaseRefunded(app.ctx, endRefundedPeriod);
  // Before the modules too: records every successful admin write.
  registerAuditTrail(app);
  await app.register(accountRoutes);
  await app.register(licenseRoutes);
  await app.register(adminRoutes);
  await app.register(adminContentRoutes);
  await app.register(adminCommerceRoutes);
  await app.register(adminCatalogueRoutes);
  await app.register(adminReportRoutes);
  await app.register(categoryRoutes);
  await app.register(contentsRoutes);
  await app.register(bannerRoutes);
  await app.register(noticeRoutes);
  await app.register(boardRoutes);
  await app.register(termsRoutes);
  await app.register(filesRoutes);
  await app.register(couponRoutes);
  await app.register(paymentRoutes);
  await app.register(paymentReturnRoutes);
  await app.register(taxInvoiceRoutes);
  await app.register(learningRoutes);
  await app.register(examRoutes);
  await app.register(examConsoleRoutes);
  await app.register(attendanceRoutes);
  await app.register(creditsRoutes);
  await app.register(reviewsRoutes);
  await app.register(sessionCheckinRoutes);
  await app.register(billingRoutes);
  await app.register(membershipRoutes);
  await app.register(moderationRoutes);
  await app.register(mailOutboxRoutes);
  await app.register(seoRoutes);
  await app.register(questionsRoutes);
  await app.register(instructorsRoutes);
  await app.register(instructorReportRoutes);
}
