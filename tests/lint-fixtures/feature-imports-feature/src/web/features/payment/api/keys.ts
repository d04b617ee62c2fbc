export const paymentKeys = { all: ['payment'] as const };
