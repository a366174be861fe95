"""Hanabi's sentences in English, French, Spanish and Traditional Chinese.

Rule ids are message keys, so the sentence an illegal move gets is the rule's own sentence.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from parlour.engine.i18n import LogSentences, register, translate
from parlour.games.hanabi.cards import COLOURS
from parlour.games.hanabi.state import MAX_STRIKES

RULES: dict[str, dict[str, str]] = {
    "hanabi.setup.players": {
        "en": "Hanabi is played by 2 to 5 players.",
        "fr": "Hanabi se joue de 2 à 5 joueurs.",
        "es": "Hanabi se juega de 2 a 5 jugadores.",
        "zh-Hant": "花火由 2 至 5 名玩家進行。",
    },
    "hanabi.setup.hand-size": {
        "en": "Five cards each at 2 or 3 players, four cards each at 4 or 5 players.",
        "fr": "Cinq cartes chacun à 2 ou 3 joueurs, quatre cartes chacun à 4 ou 5 joueurs.",
        "es": "Cinco cartas cada uno con 2 o 3 jugadores, cuatro cartas cada uno con 4 o 5.",
        "zh-Hant": "2 或 3 人時每人 5 張牌，4 或 5 人時每人 4 張牌。",
    },
    "hanabi.deck.composition": {
        "en": "Each colour has three 1s, two each of 2, 3 and 4, and one 5.",
        "fr": "Chaque couleur compte trois 1, deux 2, deux 3, deux 4 et un 5.",
        "es": "Cada color tiene tres 1, dos 2, dos 3, dos 4 y un 5.",
        "zh-Hant": "每種顏色有三張 1，2、3、4 各兩張，以及一張 5。",
    },
    "hanabi.setup.deal": {
        "en": "Cards are dealt one player at a time, the first player's hand filled first.",
        "fr": "On distribue joueur par joueur, en complétant d'abord la main du premier joueur.",
        "es": "Se reparte jugador por jugador, completando primero la mano del primero.",
        "zh-Hant": "逐一為每位玩家發牌，先發滿第一位玩家的手牌。",
    },
    "hanabi.tokens.at-start": {
        "en": "The game starts with 8 blue tokens in the lid and no red token.",
        "fr": "La partie commence avec 8 jetons bleus dans le couvercle et aucun jeton rouge.",
        "es": "La partida empieza con 8 fichas azules en la tapa y ninguna roja.",
        "zh-Hant": "遊戲開始時盒蓋中有 8 個藍色標記，沒有紅色標記。",
    },
    "hanabi.variant.multicolour": {
        "en": "Multicolour: a sixth firework of 10 cards with its own colour; maximum 30.",
        "fr": "Multicolore : un sixième feu de 10 cartes avec sa propre couleur ; maximum 30.",
        "es": "Multicolor: un sexto fuego de 10 cartas con su propio color; máximo 30.",
        "zh-Hant": "多彩色：第六種煙火，共 10 張，有自己的顏色；最高 30 分。",
    },
    "hanabi.variant.multicolour-short": {
        "en": "Short multicolour: a sixth firework with one card of each value; maximum 30.",
        "fr": "Multicolore court : un sixième feu avec une seule carte de chaque valeur ; maximum 30.",
        "es": "Multicolor corto: un sexto fuego con una sola carta de cada valor; máximo 30.",
        "zh-Hant": "簡短多彩色：第六種煙火，每個數字只有一張；最高 30 分。",
    },
    "hanabi.variant.multicolour-wild": {
        "en": "Wild multicolour: multicolour cards answer every colour clue and are never named; maximum 30.",
        "fr": "Multicolore joker : les cartes multicolores répondent à tout indice de couleur et ne sont jamais nommées ; maximum 30.",
        "es": "Multicolor comodín: las cartas multicolor responden a toda pista de color y nunca se nombran; máximo 30.",
        "zh-Hant": "萬用多彩色：多彩牌會被每個顏色提示指到，且不能被直接指名；最高 30 分。",
    },
    "hanabi.turn.out-of-turn": {
        "en": "It is not your turn.",
        "fr": "Ce n'est pas ton tour.",
        "es": "No es tu turno.",
        "zh-Hant": "還沒輪到你。",
    },
    "hanabi.turn.one-action": {
        "en": "Each turn, take exactly one of the three actions; you may not pass.",
        "fr": "À chaque tour, fais exactement une action parmi les trois, sans jamais passer.",
        "es": "En cada turno, haz exactamente una de las tres acciones; no se puede pasar.",
        "zh-Hant": "每回合必須正好執行三種行動之一，不能跳過。",
    },
    "hanabi.end.game-over": {
        "en": "The game is over.",
        "fr": "La partie est terminée.",
        "es": "La partida ha terminado.",
        "zh-Hant": "遊戲已經結束。",
    },
    "hanabi.clue.no-tokens": {
        "en": "You have no blue token left to give a clue.",
        "fr": "Il ne reste aucun jeton bleu pour donner un indice.",
        "es": "No queda ninguna ficha azul para dar una pista.",
        "zh-Hant": "沒有藍色標記了，不能給提示。",
    },
    "hanabi.clue.self": {
        "en": "You cannot give a clue to yourself.",
        "fr": "Tu ne peux pas te donner un indice à toi-même.",
        "es": "No puedes darte una pista a ti mismo.",
        "zh-Hant": "你不能給自己提示。",
    },
    "hanabi.clue.target": {
        "en": "There is no player {target} to give a clue to.",
        "fr": "Il n'y a pas de joueur {target} à qui donner un indice.",
        "es": "No hay ningún jugador {target} al que dar una pista.",
        "zh-Hant": "沒有玩家 {target} 可以接受提示。",
    },
    "hanabi.clue.colour": {
        "en": "There is no {colour} firework in this game.",
        "fr": "Il n'y a pas de feu {colour} dans cette partie.",
        "es": "No hay fuego artificial {colour} en esta partida.",
        "zh-Hant": "這局遊戲沒有{colour}煙火。",
    },
    "hanabi.clue.rainbow-unnamed": {
        "en": "Multicolour cannot be named in a clue in this variant: every colour clue touches it.",
        "fr": "Dans cette variante, on ne peut pas nommer le multicolore : chaque indice de couleur le désigne.",
        "es": "En esta variante no se puede nombrar el multicolor: toda pista de color lo señala.",
        "zh-Hant": "此變體中不能指名多彩色：每個顏色提示都會指到它。",
    },
    "hanabi.clue.empty": {
        "en": "A clue must touch at least one card (empty clues are off).",
        "fr": "Un indice doit désigner au moins une carte (les indices vides sont désactivés).",
        "es": "Una pista debe señalar al menos una carta (las pistas vacías están desactivadas).",
        "zh-Hant": "提示必須至少指到一張牌（已關閉空提示）。",
    },
    "hanabi.clue.touches-all": {
        "en": "A clue names one colour or one value and points at all of that player's matching cards at once.",
        "fr": "Un indice porte sur une seule couleur ou une seule valeur et pointe toutes les cartes concernées en même temps.",
        "es": "Una pista nombra un solo color o un solo valor y señala a la vez todas las cartas que coinciden.",
        "zh-Hant": "提示只說一種顏色或一個數字，並同時指出該玩家所有符合的牌。",
    },
    "hanabi.play.slot": {
        "en": "There is no card in that slot; your hand has {size} cards.",
        "fr": "Il n'y a pas de carte à cette position ; ta main compte {size} cartes.",
        "es": "No hay carta en esa posición; tu mano tiene {size} cartas.",
        "zh-Hant": "那個位置沒有牌；你的手牌有 {size} 張。",
    },
    "hanabi.discard.slot": {
        "en": "There is no card in that slot; your hand has {size} cards.",
        "fr": "Il n'y a pas de carte à cette position ; ta main compte {size} cartes.",
        "es": "No hay carta en esa posición; tu mano tiene {size} cartas.",
        "zh-Hant": "那個位置沒有牌；你的手牌有 {size} 張。",
    },
    "hanabi.discard.tokens-full": {
        "en": "You cannot discard while all 8 blue tokens are in the lid.",
        "fr": "On ne peut pas défausser quand les huit jetons bleus sont dans le couvercle.",
        "es": "No se puede descartar mientras las 8 fichas azules están en la tapa.",
        "zh-Hant": "8 個藍色標記都在盒蓋中時不能棄牌。",
    },
    "hanabi.discard.regain": {
        "en": "Discarding a card puts one blue token back in the lid; then draw.",
        "fr": "Défausser une carte remet un jeton bleu dans le couvercle ; puis on pioche.",
        "es": "Descartar una carta devuelve una ficha azul a la tapa; luego se roba.",
        "zh-Hant": "棄一張牌可取回一個藍色標記，然後抽牌。",
    },
    "hanabi.play.extends": {
        "en": "A played card that extends its firework stays there.",
        "fr": "Une carte jouée qui prolonge son feu y reste.",
        "es": "Una carta jugada que continúa su fuego artificial se queda en él.",
        "zh-Hant": "打出的牌若能接上同色煙火就放上去。",
    },
    "hanabi.play.misfire": {
        "en": "A played card that extends no firework goes to the discard pile with a red token.",
        "fr": "Une carte qui ne prolonge aucun feu part à la défausse avec un jeton rouge.",
        "es": "Una carta que no continúa ningún fuego va al descarte con una ficha roja.",
        "zh-Hant": "打出的牌若接不上任何煙火，就進入棄牌堆並放一個紅色標記。",
    },
    "hanabi.play.five-bonus": {
        "en": "Completing a firework with its 5 returns a blue token, lost if all eight are in the lid.",
        "fr": "Poser le 5 d'une couleur rend un jeton bleu, perdu si les huit sont déjà dans le couvercle.",
        "es": "Completar un fuego con su 5 devuelve una ficha azul, que se pierde si las ocho ya están en la tapa.",
        "zh-Hant": "以 5 完成一種煙火可取回一個藍色標記；若 8 個都在盒蓋中則作廢。",
    },
    "hanabi.draw.after-action": {
        "en": "After playing or discarding, draw a card without looking, while the deck lasts.",
        "fr": "Après avoir joué ou défaussé, on pioche sans regarder, tant qu'il reste des cartes.",
        "es": "Tras jugar o descartar, se roba sin mirar mientras quede mazo.",
        "zh-Hant": "打出或棄牌後，只要牌堆還有牌就不看地抽一張。",
    },
    "hanabi.end.strikes": {
        "en": "The third red token ends the game at once: it is lost.",
        "fr": "Le troisième jeton rouge arrête la partie aussitôt : elle est perdue.",
        "es": "La tercera ficha roja termina la partida en el acto: se pierde.",
        "zh-Hant": "第三個紅色標記立即結束遊戲：遊戲失敗。",
    },
    "hanabi.end.perfect": {
        "en": "When all fireworks are complete the game ends on the maximum score.",
        "fr": "Quand tous les feux sont complets, la partie s'arrête sur le score maximal.",
        "es": "Cuando todos los fuegos están completos, la partida termina con la puntuación máxima.",
        "zh-Hant": "所有煙火完成時，遊戲以最高分結束。",
    },
    "hanabi.end.last-round": {
        "en": "Once the last card is drawn, every player, the drawer included, plays one more turn without drawing.",
        "fr": "Dès que la dernière carte est piochée, chaque joueur, y compris lui, joue encore un tour sans repiocher.",
        "es": "Cuando se roba la última carta, cada jugador, incluido quien la robó, juega un turno más sin robar.",
        "zh-Hant": "最後一張牌被抽走後，每位玩家（包括抽牌者）再進行一回合，不再抽牌。",
    },
    "hanabi.end.terminated": {
        "en": "A player may end the game for the whole team at any moment (a rule of the table, as on hanab.live; "
        "the printed rules have none): the game is lost and scores 0.",
        "fr": "Un joueur peut arrêter la partie pour toute l'équipe à tout moment (une règle de la table, comme sur "
        "hanab.live ; les règles imprimées n'en parlent pas) : la partie est perdue et vaut 0.",
        "es": "Un jugador puede terminar la partida por todo el equipo en cualquier momento (una regla de la mesa, "
        "como en hanab.live; el reglamento impreso no la tiene): es una derrota y puntúa 0.",
        "zh-Hant": "任何玩家都可以隨時替整個團隊結束遊戲（牌桌規則，與 hanab.live 相同；印刷規則中沒有）：遊戲失敗，得 0 分。",
    },
    "hanabi.score.sum": {
        "en": "The score is the sum of the highest card of each firework.",
        "fr": "Le score est la somme de la plus haute carte de chaque feu.",
        "es": "La puntuación es la suma de la carta más alta de cada fuego.",
        "zh-Hant": "分數是每種煙火最高那張牌的總和。",
    },
    "hanabi.score.rating": {
        "en": "The score is read on a scale from laughable (5 or less) to legendary (25).",
        "fr": "Le score se lit sur une échelle de risible (5 ou moins) à légendaire (25).",
        "es": "La puntuación se lee en una escala de risible (5 o menos) a legendaria (25).",
        "zh-Hant": "分數依等級解讀，從可笑（5 分以下）到傳奇（25 分）。",
    },
    "hanabi.bouquet.continue": {
        "en": "Bouquet final: play goes on after the deck runs out until all fireworks are complete.",
        "fr": "Bouquet final : la partie continue après la fin de la pioche jusqu'à ce que les feux soient complets.",
        "es": "Traca final: se sigue jugando tras agotarse el mazo hasta completar todos los fuegos.",
        "zh-Hant": "終極煙火：牌堆用完後繼續遊戲，直到所有煙火完成。",
    },
    "hanabi.bouquet.indispensable": {
        "en": "Bouquet final: discarding an indispensable card loses the game.",
        "fr": "Bouquet final : défausser une carte indispensable fait perdre la partie.",
        "es": "Traca final: descartar una carta indispensable hace perder la partida.",
        "zh-Hant": "終極煙火：棄掉不可或缺的牌即告失敗。",
    },
    "hanabi.bouquet.perfect-only": {
        "en": "Bouquet final: only a perfect score counts.",
        "fr": "Bouquet final : seul un score parfait compte.",
        "es": "Traca final: solo cuenta una puntuación perfecta.",
        "zh-Hant": "終極煙火：只有滿分才算數。",
    },
    "hanabi.bouquet.no-action": {
        "en": "Bouquet final: a player with no card and no clue to give is skipped.",
        "fr": "Bouquet final : un joueur sans carte et sans indice possible est sauté.",
        "es": "Traca final: se salta a un jugador sin cartas y sin pista posible.",
        "zh-Hant": "終極煙火：沒有手牌也無法給提示的玩家會被跳過。",
    },
}

RATINGS: dict[str, dict[str, str]] = {
    "hanabi.rating.laughable": {"en": "laughable", "fr": "risible", "es": "risible", "zh-Hant": "可笑"},
    "hanabi.rating.mediocre": {"en": "mediocre", "fr": "médiocre", "es": "mediocre", "zh-Hant": "平庸"},
    "hanabi.rating.honourable": {"en": "honourable", "fr": "honorable", "es": "honorable", "zh-Hant": "尚可"},
    "hanabi.rating.excellent": {"en": "excellent", "fr": "excellent", "es": "excelente", "zh-Hant": "精彩"},
    "hanabi.rating.extraordinary": {
        "en": "extraordinary",
        "fr": "extraordinaire",
        "es": "extraordinario",
        "zh-Hant": "非凡",
    },
    "hanabi.rating.legendary": {"en": "legendary", "fr": "légendaire", "es": "legendario", "zh-Hant": "傳奇"},
}

COLOUR_NAMES: dict[str, dict[str, str]] = {
    "hanabi.colour.red": {"en": "red", "fr": "rouge", "es": "rojo", "zh-Hant": "紅"},
    "hanabi.colour.yellow": {"en": "yellow", "fr": "jaune", "es": "amarillo", "zh-Hant": "黃"},
    "hanabi.colour.green": {"en": "green", "fr": "vert", "es": "verde", "zh-Hant": "綠"},
    "hanabi.colour.blue": {"en": "blue", "fr": "bleu", "es": "azul", "zh-Hant": "藍"},
    "hanabi.colour.white": {"en": "white", "fr": "blanc", "es": "blanco", "zh-Hant": "白"},
    "hanabi.colour.multi": {"en": "multicolour", "fr": "multicolore", "es": "multicolor", "zh-Hant": "多彩"},
}

END_REASONS: dict[str, dict[str, str]] = {
    "hanabi.reason.strikes": {
        "en": "the third red token fell",
        "fr": "le troisième jeton rouge est tombé",
        "es": "cayó la tercera ficha roja",
        "zh-Hant": "第三個紅色標記落下",
    },
    "hanabi.reason.perfect": {
        "en": "all fireworks are complete",
        "fr": "tous les feux sont complets",
        "es": "todos los fuegos están completos",
        "zh-Hant": "所有煙火都已完成",
    },
    "hanabi.reason.deck-out": {
        "en": "the last round after the deck ran out is over",
        "fr": "le dernier tour après la pioche est joué",
        "es": "se jugó la última ronda tras agotarse el mazo",
        "zh-Hant": "牌堆用完後的最後一輪已結束",
    },
    "hanabi.reason.indispensable-discarded": {
        "en": "an indispensable card was discarded",
        "fr": "une carte indispensable a été défaussée",
        "es": "se descartó una carta indispensable",
        "zh-Hant": "不可或缺的牌被棄掉了",
    },
    "hanabi.reason.no-legal-action": {
        "en": "no player can act any more",
        "fr": "plus aucun joueur ne peut agir",
        "es": "ningún jugador puede actuar ya",
        "zh-Hant": "已沒有玩家能行動",
    },
    "hanabi.reason.terminated": {
        "en": "a player ended the game",
        "fr": "un joueur a arrêté la partie",
        "es": "un jugador terminó la partida",
        "zh-Hant": "有玩家結束了遊戲",
    },
}

register(RULES)
register(RATINGS)
register(COLOUR_NAMES)
register(END_REASONS)


def colour_name(colour: str, lang: str = "en") -> str:
    return translate(f"hanabi.colour.{colour}", lang)


def rating_word(key: str, lang: str = "en") -> str:
    return translate(f"hanabi.rating.{key}", lang)


def end_reason(reason: str, lang: str = "en") -> str:
    return translate(f"hanabi.reason.{reason}", lang)


# -- the game log ------------------------------------------------------------------------
# Sentences for events as one seat sees them (`Event.for_seat`): they render only what the
# event carries, so a redacted draw is said without its card.

LOG: dict[str, dict[str, str]] = {
    "hanabi.log.card": {
        "en": "{colour} {rank}",
        "fr": "{rank} {colour}",
        "es": "{rank} {colour}",
        "zh-Hant": "{colour}{rank}",
    },
    "hanabi.log.play": {
        "en": "{player} plays {card} from slot {slot}",
        "fr": "{player} joue le {card} (position {slot})",
        "es": "{player} juega el {card} (posición {slot})",
        "zh-Hant": "{player} 打出{card}（第 {slot} 格）",
    },
    "hanabi.log.token-regained": {
        "en": "{sentence}; a blue token comes back",
        "fr": "{sentence} ; un jeton bleu revient",
        "es": "{sentence}; vuelve una ficha azul",
        "zh-Hant": "{sentence}，取回一個藍色標記",
    },
    "hanabi.log.misfire": {
        "en": "{player} misfires {card} from slot {slot} (red token {strikes}/{max})",
        "fr": "{player} rate le {card} (position {slot}) : jeton rouge {strikes}/{max}",
        "es": "{player} falla con el {card} (posición {slot}): ficha roja {strikes}/{max}",
        "zh-Hant": "{player} 打錯了{card}（第 {slot} 格），紅色標記 {strikes}/{max}",
    },
    "hanabi.log.discard": {
        "en": "{player} discards {card} from slot {slot}",
        "fr": "{player} défausse le {card} (position {slot})",
        "es": "{player} descarta el {card} (posición {slot})",
        "zh-Hant": "{player} 棄掉{card}（第 {slot} 格）",
    },
    "hanabi.log.draw": {
        "en": "{player} draws {card}",
        "fr": "{player} pioche le {card}",
        "es": "{player} roba el {card}",
        "zh-Hant": "{player} 抽到{card}",
    },
    "hanabi.log.draw-hidden": {
        "en": "{player} draws a card",
        "fr": "{player} pioche une carte",
        "es": "{player} roba una carta",
        "zh-Hant": "{player} 抽了一張牌",
    },
    "hanabi.log.clue-colour-many": {
        "en": "{giver} tells {target}: {count} cards are {colour} (slots {slots})",
        "fr": "{giver} dit à {target} : {count} cartes sont {colour} (positions {slots})",
        "es": "{giver} dice a {target}: {count} cartas son {colour} (posiciones {slots})",
        "zh-Hant": "{giver} 告訴 {target}：{count} 張牌是{colour}（第 {slots} 格）",
    },
    "hanabi.log.clue-colour-one": {
        "en": "{giver} tells {target}: 1 card is {colour} (slot {slots})",
        "fr": "{giver} dit à {target} : 1 carte est {colour} (position {slots})",
        "es": "{giver} dice a {target}: 1 carta es {colour} (posición {slots})",
        "zh-Hant": "{giver} 告訴 {target}：1 張牌是{colour}（第 {slots} 格）",
    },
    "hanabi.log.clue-colour-none": {
        "en": "{giver} tells {target}: no card is {colour}",
        "fr": "{giver} dit à {target} : aucune carte n'est {colour}",
        "es": "{giver} dice a {target}: ninguna carta es {colour}",
        "zh-Hant": "{giver} 告訴 {target}：沒有{colour}的牌",
    },
    "hanabi.log.clue-rank-many": {
        "en": "{giver} tells {target}: {count} cards are {rank}s (slots {slots})",
        "fr": "{giver} dit à {target} : {count} cartes sont des {rank} (positions {slots})",
        "es": "{giver} dice a {target}: {count} cartas son de valor {rank} (posiciones {slots})",
        "zh-Hant": "{giver} 告訴 {target}：{count} 張牌是 {rank}（第 {slots} 格）",
    },
    "hanabi.log.clue-rank-one": {
        "en": "{giver} tells {target}: 1 card is a {rank} (slot {slots})",
        "fr": "{giver} dit à {target} : 1 carte est un {rank} (position {slots})",
        "es": "{giver} dice a {target}: 1 carta es de valor {rank} (posición {slots})",
        "zh-Hant": "{giver} 告訴 {target}：1 張牌是 {rank}（第 {slots} 格）",
    },
    "hanabi.log.clue-rank-none": {
        "en": "{giver} tells {target}: no card is a {rank}",
        "fr": "{giver} dit à {target} : aucune carte n'est un {rank}",
        "es": "{giver} dice a {target}: ninguna carta es de valor {rank}",
        "zh-Hant": "{giver} 告訴 {target}：沒有 {rank} 的牌",
    },
    "hanabi.log.clue-colour-unknown-slots": {
        "en": "{giver} tells {target}: {count} card(s) are {colour}",
        "fr": "{giver} dit à {target} : {count} carte(s) {colour}",
        "es": "{giver} dice a {target}: {count} carta(s) {colour}",
        "zh-Hant": "{giver} 告訴 {target}：{count} 張牌是{colour}",
    },
    "hanabi.log.clue-rank-unknown-slots": {
        "en": "{giver} tells {target}: {count} card(s) are {rank}s",
        "fr": "{giver} dit à {target} : {count} carte(s) de valeur {rank}",
        "es": "{giver} dice a {target}: {count} carta(s) de valor {rank}",
        "zh-Hant": "{giver} 告訴 {target}：{count} 張牌是 {rank}",
    },
    "hanabi.log.terminate": {
        "en": "{player} ends the game for the team",
        "fr": "{player} arrête la partie pour l'équipe",
        "es": "{player} termina la partida por el equipo",
        "zh-Hant": "{player} 替團隊結束了遊戲",
    },
    "hanabi.log.game-over": {
        "en": "Game over: {reason}. Score {score}/{max_score}.",
        "fr": "Fin de la partie : {reason}. Score {score}/{max_score}.",
        "es": "Fin de la partida: {reason}. Puntuación {score}/{max_score}.",
        "zh-Hant": "遊戲結束：{reason}。得分 {score}/{max_score}。",
    },
    "hanabi.log.list-separator": {"en": ", ", "fr": ", ", "es": ", ", "zh-Hant": "、"},
    "hanabi.log.unknown-event": {
        "en": "({kind})",
        "fr": "({kind})",
        "es": "({kind})",
        "zh-Hant": "（{kind}）",
    },
}

# Colour words that agree with "card" (feminine in French and Spanish): one card, several cards.
_ONE = {
    "red": ("red", "rouge", "roja", "紅色"),
    "yellow": ("yellow", "jaune", "amarilla", "黃色"),
    "green": ("green", "verte", "verde", "綠色"),
    "blue": ("blue", "bleue", "azul", "藍色"),
    "white": ("white", "blanche", "blanca", "白色"),
    "multi": ("multicolour", "multicolore", "multicolor", "多彩"),
}
_MANY = {
    "red": ("red", "rouges", "rojas", "紅色"),
    "yellow": ("yellow", "jaunes", "amarillas", "黃色"),
    "green": ("green", "vertes", "verdes", "綠色"),
    "blue": ("blue", "bleues", "azules", "藍色"),
    "white": ("white", "blanches", "blancas", "白色"),
    "multi": ("multicolour", "multicolores", "multicolores", "多彩"),
}
for _colour, _words in _ONE.items():
    LOG[f"hanabi.log.colour-one.{_colour}"] = dict(zip(("en", "fr", "es", "zh-Hant"), _words, strict=True))
for _colour, _words in _MANY.items():
    LOG[f"hanabi.log.colour-many.{_colour}"] = dict(zip(("en", "fr", "es", "zh-Hant"), _words, strict=True))

register(LOG)

# -- the terminal screen ------------------------------------------------------------------

UI: dict[str, dict[str, str]] = {
    "hanabi.ui.title": {
        "en": "Hanabi · {players} players",
        "fr": "Hanabi · {players} joueurs",
        "es": "Hanabi · {players} jugadores",
        "zh-Hant": "花火 · {players} 人",
    },
    "hanabi.ui.turn": {"en": "Turn {turn}", "fr": "Tour {turn}", "es": "Turno {turn}", "zh-Hant": "第 {turn} 回合"},
    "hanabi.ui.to-play": {
        "en": "{player} to play",
        "fr": "à {player} de jouer",
        "es": "le toca a {player}",
        "zh-Hant": "輪到 {player}",
    },
    "hanabi.ui.your-turn": {"en": "your turn", "fr": "à toi de jouer", "es": "te toca", "zh-Hant": "輪到你"},
    "hanabi.ui.fireworks": {"en": "Fireworks", "fr": "Feux", "es": "Fuegos", "zh-Hant": "煙火"},
    "hanabi.ui.points": {
        "en": "{points}/{max} points",
        "fr": "{points}/{max} points",
        "es": "{points}/{max} puntos",
        "zh-Hant": "{points}/{max} 分",
    },
    "hanabi.ui.clues": {"en": "Clues", "fr": "Indices", "es": "Pistas", "zh-Hant": "提示"},
    "hanabi.ui.strikes": {"en": "Strikes", "fr": "Erreurs", "es": "Errores", "zh-Hant": "失誤"},
    "hanabi.ui.deck": {"en": "Deck", "fr": "Pioche", "es": "Mazo", "zh-Hant": "牌堆"},
    "hanabi.ui.deck-count": {
        "en": "{count} cards",
        "fr": "{count} cartes",
        "es": "{count} cartas",
        "zh-Hant": "{count} 張",
    },
    "hanabi.ui.deck-count-one": {"en": "1 card", "fr": "1 carte", "es": "1 carta", "zh-Hant": "1 張"},
    "hanabi.ui.turns-left-one": {
        "en": "last round: this is the last turn",
        "fr": "dernier tour : c'est le tout dernier coup",
        "es": "última ronda: este es el último turno",
        "zh-Hant": "最後一輪：這是最後一回合",
    },
    "hanabi.ui.turns-left": {
        "en": "last round: {count} turns left",
        "fr": "dernier tour : encore {count} tours",
        "es": "última ronda: quedan {count} turnos",
        "zh-Hant": "最後一輪：剩 {count} 回合",
    },
    "hanabi.ui.discards": {"en": "Discards", "fr": "Défausse", "es": "Descartes", "zh-Hant": "棄牌堆"},
    "hanabi.ui.none": {"en": "none", "fr": "aucune", "es": "ninguna", "zh-Hant": "無"},
    "hanabi.ui.seat": {"en": "seat {seat}", "fr": "place {seat}", "es": "asiento {seat}", "zh-Hant": "座位 {seat}"},
    "hanabi.ui.you": {"en": "you", "fr": "toi", "es": "tú", "zh-Hant": "你"},
    "hanabi.ui.slot": {"en": "slot", "fr": "position", "es": "posición", "zh-Hant": "格"},
    "hanabi.ui.knows": {"en": "knows", "fr": "sait", "es": "sabe", "zh-Hant": "所知"},
    "hanabi.ui.you-know": {"en": "you know", "fr": "tu sais", "es": "sabes", "zh-Hant": "你所知"},
    "hanabi.ui.log": {"en": "Log", "fr": "Journal", "es": "Registro", "zh-Hant": "紀錄"},
    "hanabi.ui.commands": {
        "en": "play N · discard N · clue PLAYER COLOUR|RANK · help · log · quit",
        "fr": "play N · discard N · clue JOUEUR COULEUR|VALEUR · help · log · quit",
        "es": "play N · discard N · clue JUGADOR COLOR|VALOR · help · log · quit",
        "zh-Hant": "play N · discard N · clue 玩家 顏色|數字 · help · log · quit",
    },
    "hanabi.ui.legend": {
        "en": "R2 red 2 · RB red or blue · ¬G not green · ? nothing known · ▪ clued",
        "fr": "R2 2 rouge · RB rouge ou bleu · ¬G pas vert · ? inconnue · ▪ indicée",
        "es": "R2 2 rojo · RB rojo o azul · ¬G no verde · ? desconocida · ▪ con pista",
        "zh-Hant": "R2 紅2 · RB 紅或藍 · ¬G 不是綠 · ? 未知 · ▪ 已被提示",
    },
    "hanabi.ui.help.play": {
        "en": "play N (or p N): play the card in slot N; slot 1 is your newest card, on the left",
        "fr": "play N (ou p N, jouer N) : jouer la carte de la position N ; la position 1 est ta carte la plus récente, à gauche",
        "es": "play N (o p N, jugar N): jugar la carta de la posición N; la posición 1 es tu carta más reciente, a la izquierda",
        "zh-Hant": "play N（或 p N、出 N）：打出第 N 格的牌；第 1 格是最新的牌，在最左邊",
    },
    "hanabi.ui.help.discard": {
        "en": "discard N (or d N): discard the card in slot N and get a blue token back",
        "fr": "discard N (ou d N, défausser N) : défausser la carte de la position N et récupérer un jeton bleu",
        "es": "discard N (o d N, descartar N): descartar la carta de la posición N y recuperar una ficha azul",
        "zh-Hant": "discard N（或 d N、棄 N）：棄掉第 N 格的牌並取回一個藍色標記",
    },
    "hanabi.ui.help.clue": {
        "en": "clue PLAYER VALUE (or c PLAYER VALUE): tell PLAYER (a name or seat number) which of their cards are VALUE, a colour or a rank 1-5",
        "fr": "clue JOUEUR VALEUR (ou c, indice) : dire à JOUEUR (un nom ou un numéro de place) lesquelles de ses cartes sont VALEUR, une couleur ou une valeur de 1 à 5",
        "es": "clue JUGADOR VALOR (o c, pista): decir a JUGADOR (un nombre o un número de asiento) cuáles de sus cartas son VALOR, un color o un valor del 1 al 5",
        "zh-Hant": "clue 玩家 值（或 c、提示）：告訴玩家（名字或座位號碼）哪些牌是該顏色或該數字（1 至 5）",
    },
    "hanabi.ui.help.colours": {
        "en": "colours: {colours}",
        "fr": "couleurs : {colours}",
        "es": "colores: {colours}",
        "zh-Hant": "顏色：{colours}",
    },
    "hanabi.ui.help.examples": {
        "en": "examples: p 1 · d 5 · c Bob red · c 2 3",
        "fr": "exemples : p 1 · d 5 · c Bob rouge · c 2 3",
        "es": "ejemplos: p 1 · d 5 · c Bob rojo · c 2 3",
        "zh-Hant": "例如：p 1 · d 5 · c Bob 紅 · c 2 3",
    },
    "hanabi.ui.error.usage": {
        "en": "Usage: {usage}",
        "fr": "Utilisation : {usage}",
        "es": "Uso: {usage}",
        "zh-Hant": "用法：{usage}",
    },
    "hanabi.ui.error.slot": {
        "en": "{slot!r} is not a slot: give a number from 1 to {size}.",
        "fr": "{slot!r} n'est pas une position : donne un nombre de 1 à {size}.",
        "es": "{slot!r} no es una posición: indica un número del 1 al {size}.",
        "zh-Hant": "{slot!r} 不是有效的格子：請輸入 1 到 {size} 的數字。",
    },
    "hanabi.ui.error.player": {
        "en": "No player {player!r} at this table (players: {players}).",
        "fr": "Pas de joueur {player!r} à cette table (joueurs : {players}).",
        "es": "No hay ningún jugador {player!r} en esta mesa (jugadores: {players}).",
        "zh-Hant": "這張桌子沒有玩家 {player!r}（玩家：{players}）。",
    },
    "hanabi.ui.error.value": {
        "en": "{value!r} is neither a colour ({colours}) nor a rank from 1 to 5.",
        "fr": "{value!r} n'est ni une couleur ({colours}) ni une valeur de 1 à 5.",
        "es": "{value!r} no es ni un color ({colours}) ni un valor del 1 al 5.",
        "zh-Hant": "{value!r} 既不是顏色（{colours}）也不是 1 到 5 的數字。",
    },
    "hanabi.ui.final-score": {
        "en": "Score: {score}/{max}",
        "fr": "Score : {score}/{max}",
        "es": "Puntuación: {score}/{max}",
        "zh-Hant": "得分：{score}/{max}",
    },
    "hanabi.ui.final-points": {
        "en": "Points on the table: {points}",
        "fr": "Points posés sur la table : {points}",
        "es": "Puntos sobre la mesa: {points}",
        "zh-Hant": "桌上的分數：{points}",
    },
    "hanabi.ui.final-rating": {
        "en": "Rating: {rating}",
        "fr": "Appréciation : {rating}",
        "es": "Valoración: {rating}",
        "zh-Hant": "評價：{rating}",
    },
    "hanabi.ui.final-reason": {
        "en": "The game ended because {reason}.",
        "fr": "La partie s'est arrêtée car {reason}.",
        "es": "La partida terminó porque {reason}.",
        "zh-Hant": "遊戲結束原因：{reason}。",
    },
    "hanabi.ui.final-lost": {
        "en": "The game is lost, so the score is 0.",
        "fr": "La partie est perdue : le score est de 0.",
        "es": "La partida se ha perdido: la puntuación es 0.",
        "zh-Hant": "遊戲失敗，得分為 0。",
    },
    "hanabi.ui.final-terminated": {
        "en": "The game was ended before its finish, so the score is 0.",
        "fr": "La partie a été arrêtée avant sa fin : le score est de 0.",
        "es": "La partida se terminó antes de acabar: la puntuación es 0.",
        "zh-Hant": "遊戲在完成前被結束，得分為 0。",
    },
    "hanabi.ui.not-over": {
        "en": "The game is not over: {points}/{max} points so far.",
        "fr": "La partie n'est pas terminée : {points}/{max} points pour l'instant.",
        "es": "La partida no ha terminado: {points}/{max} puntos por ahora.",
        "zh-Hant": "遊戲尚未結束：目前 {points}/{max} 分。",
    },
}

register(UI)


def card_name(suit: int | str, rank: int, lang: str = "en") -> str:
    """`red 3`, `3 rouge`, `3 rojo`, `紅3`: a card as a sentence names it.

    `suit` is a colour name or a suit index (every variant's suits start with the five base
    colours, and the sixth is multicolour).

    >>> card_name(0, 3, "fr"), card_name("blue", 5)
    ('3 rouge', 'blue 5')
    """
    colour = suit if isinstance(suit, str) else COLOURS[suit]
    return translate("hanabi.log.card", lang, colour=colour_name(colour, lang), rank=rank)


def _name(names: Sequence[str], seat: int) -> str:
    return names[seat] if 0 <= seat < len(names) else f"#{seat}"


def _slots(slots: Sequence[int], lang: str) -> str:
    return translate("hanabi.log.list-separator", lang).join(str(slot + 1) for slot in slots)


def describe_event(event_json: Mapping[str, Any], lang: str, names: Sequence[str]) -> str:
    """One log line for an event as one seat received it (already redacted).

    Renders only what the event carries: a draw without its `card` (the drawer's own) is
    "draws a card". Slots are shown from 1 (the newest card), as hanab.live does. A clue's
    slots are shown when the event carries `slots` (the engine's clue events do).

    >>> describe_event({"kind": "draw", "seat": 1, "card_id": 12, "deck_size": 30}, "en", ["Ann", "Bob"])
    'Bob draws a card'
    >>> describe_event({"kind": "clue", "seat": 0, "target": 1, "colour": "blue", "touched": [3, 7],
    ...                 "slots": [0, 3]}, "en", ["Ann", "Bob"])
    'Ann tells Bob: 2 cards are blue (slots 1, 4)'
    >>> describe_event({"kind": "play", "seat": 0, "slot": 1, "card_id": 4, "card": {"suit": 0, "rank": 3},
    ...                 "success": False, "strikes": 2}, "fr", ["Ann", "Bob"])
    'Ann rate le 3 rouge (position 2) : jeton rouge 2/3'
    """
    kind = event_json.get("kind")
    player = _name(names, int(event_json.get("seat", -1)))
    if kind in ("play", "discard"):
        card = event_json["card"]
        params: dict[str, Any] = {"player": player, "card": card_name(card["suit"], int(card["rank"]), lang)}
        params["slot"] = int(event_json["slot"]) + 1
        if kind == "discard":
            return translate("hanabi.log.discard", lang, **params)
        if not event_json.get("success"):
            return translate("hanabi.log.misfire", lang, strikes=event_json.get("strikes"), max=MAX_STRIKES, **params)
        sentence = translate("hanabi.log.play", lang, **params)
        if event_json.get("token_regained"):
            sentence = translate("hanabi.log.token-regained", lang, sentence=sentence)
        return sentence
    if kind == "draw":
        card = event_json.get("card")
        if card is None:
            return translate("hanabi.log.draw-hidden", lang, player=player)
        return translate("hanabi.log.draw", lang, player=player, card=card_name(card["suit"], int(card["rank"]), lang))
    if kind == "clue":
        giver, target = player, _name(names, int(event_json["target"]))
        count = len(event_json.get("touched", ()))
        slots = event_json.get("slots")
        number = "none" if count == 0 else "one" if count == 1 else "many"
        if "colour" in event_json:
            colour = str(event_json["colour"])
            word = translate(f"hanabi.log.colour-{'many' if count > 1 else 'one'}.{colour}", lang)
            if slots is None and count:
                return translate(
                    "hanabi.log.clue-colour-unknown-slots", lang, giver=giver, target=target, count=count, colour=word
                )
            key = f"hanabi.log.clue-colour-{number}"
            return translate(
                key, lang, giver=giver, target=target, count=count, colour=word, slots=_slots(slots or (), lang)
            )
        rank = event_json.get("rank")
        if slots is None and count:
            return translate(
                "hanabi.log.clue-rank-unknown-slots", lang, giver=giver, target=target, count=count, rank=rank
            )
        key = f"hanabi.log.clue-rank-{number}"
        return translate(key, lang, giver=giver, target=target, count=count, rank=rank, slots=_slots(slots or (), lang))
    if kind == "terminate":
        return translate("hanabi.log.terminate", lang, player=player)
    if kind == "game-over":
        return translate(
            "hanabi.log.game-over",
            lang,
            reason=end_reason(str(event_json.get("reason")), lang),
            score=event_json.get("score"),
            max_score=event_json.get("max_score"),
        )
    return translate("hanabi.log.unknown-event", lang, kind=kind)


# -- the moves a seat may make, as buttons name them (the web app) ------------------------

ACTIONS = {
    "hanabi.act.play-group": {
        "en": "Play a card",
        "fr": "Jouer une carte",
        "es": "Jugar una carta",
        "zh-Hant": "打出一張牌",
    },
    "hanabi.act.discard-group": {
        "en": "Discard a card",
        "fr": "Défausser une carte",
        "es": "Descartar una carta",
        "zh-Hant": "棄掉一張牌",
    },
    "hanabi.act.clue-group": {
        "en": "Clue {player}",
        "fr": "Indice à {player}",
        "es": "Pista a {player}",
        "zh-Hant": "提示 {player}",
    },
    "hanabi.act.slot": {"en": "Card {slot}", "fr": "Carte {slot}", "es": "Carta {slot}", "zh-Hant": "第 {slot} 張"},
    "hanabi.act.rank": {"en": "{rank}s", "fr": "les {rank}", "es": "los {rank}", "zh-Hant": "數字 {rank}"},
}
register(ACTIONS)


def log_sentences(
    events: Sequence[Mapping[str, Any]], view: Mapping[str, Any] | None, lang: str, names: Sequence[str]
) -> LogSentences:
    """A turn's events, as the reader received them, in sentences (`view` is not needed here)."""
    said = [describe_event(e, lang, names) for e in events if e.get("kind") != "game-over"]
    ended = [describe_event(e, lang, names) for e in events if e.get("kind") == "game-over"]
    return LogSentences(said, ended)


def end_lines(
    result: Mapping[str, Any] | None, view: Mapping[str, Any], lang: str, names: Sequence[str] = ()
) -> list[str]:
    """The result in sentences (score, rating, why it ended) for an end screen."""
    if result is None:
        return [translate("hanabi.ui.not-over", lang, points=view["points"], max=view["max_score"])]
    lines = [
        translate("hanabi.ui.final-score", lang, score=result["score"], max=result["max_score"]),
        translate("hanabi.ui.final-points", lang, points=result["points"]),
        translate("hanabi.ui.final-rating", lang, rating=rating_word(str(result["rating"]), lang)),
        translate("hanabi.ui.final-reason", lang, reason=end_reason(str(result["end_reason"]), lang)),
    ]
    if result.get("end_reason") == "terminated":  # hanabi.end.terminated: scored 0, as on hanab.live
        lines.insert(1, translate("hanabi.ui.final-terminated", lang))
    elif result.get("outcome") == "lost":
        lines.insert(1, translate("hanabi.ui.final-lost", lang))
    return lines


def action_label(action_json: Mapping[str, Any], lang: str, names: Sequence[str]) -> tuple[str, str]:
    """(group, label) for a legal action's button: `("Clue Bob", "blue")`, `("Play a card", "Card 2")`.

    >>> action_label({"type": "clue-rank", "target": 1, "rank": 3}, "fr", ["Ann", "Bob"])
    ('Indice à Bob', 'les 3')
    """
    kind = action_json["type"]
    if kind in ("play", "discard"):
        slot = translate("hanabi.act.slot", lang, slot=int(action_json["slot"]) + 1)
        return translate(f"hanabi.act.{kind}-group", lang), slot
    group = translate("hanabi.act.clue-group", lang, player=_name(names, int(action_json["target"])))
    if kind == "clue-colour":
        return group, colour_name(str(action_json["colour"]), lang)
    return group, translate("hanabi.act.rank", lang, rank=action_json["rank"])
