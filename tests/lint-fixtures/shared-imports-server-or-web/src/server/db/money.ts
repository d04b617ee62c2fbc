export const won = (amount: number) => `${amount}원`;
