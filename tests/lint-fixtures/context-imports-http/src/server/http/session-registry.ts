export interface SessionRegistry {
  ended(userId: number): Promise<void>;
}
