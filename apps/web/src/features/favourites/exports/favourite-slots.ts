/** Lent to the players: the collect buttons of a sentence and of a word. */
export { FavouriteSentenceSlot, FavouriteWordSlot } from "../components/FavouriteSlots.tsx";
