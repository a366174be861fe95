"""Regicide's sentences in English, French, Spanish and Traditional Chinese.

Rule ids are message keys, so the sentence an illegal move gets is the rule's own sentence.
"""

from __future__ import annotations

import functools
from collections.abc import Mapping, Sequence
from typing import Any

from parlour.engine.i18n import LogSentences, register, translate
from parlour.games.regicide.cards import parse_card

RULES: dict[str, dict[str, str]] = {
    "regicide.setup.players": {
        "en": "Regicide is played solo or by 2 to 4 players.",
        "fr": "Regicide se joue en solo ou de 2 à 4 joueurs.",
        "es": "Regicide se juega en solitario o de 2 a 4 jugadores.",
        "zh-Hant": "弒君可單人進行，或由 2 至 4 名玩家進行。",
    },
    "regicide.setup.hand-size": {
        "en": "Maximum hand: 8 solo, 7 at 2 players, 6 at 3, 5 at 4.",
        "fr": "Main maximale : solo 8, à 2 : 7, à 3 : 6, à 4 : 5.",
        "es": "Mano máxima: 8 en solitario, 7 con 2 jugadores, 6 con 3, 5 con 4.",
        "zh-Hant": "手牌上限：單人 8 張，2 人 7 張，3 人 6 張，4 人 5 張。",
    },
    "regicide.setup.deal": {
        "en": "Deal everyone the maximum hand.",
        "fr": "Distribuez la main maximale.",
        "es": "Se reparte a cada uno la mano máxima.",
        "zh-Hant": "每人發到手牌上限。",
    },
    "regicide.setup.deck": {
        "en": "The castle is the 4 Jacks on the 4 Queens on the 4 Kings; the tavern holds the Aces and 2-10 with the jesters.",
        "fr": "Le château : les 4 valets sur les 4 dames sur les 4 rois ; la taverne : les as et les 2 à 10, avec les jokers.",
        "es": "El castillo: las 4 J sobre las 4 Q sobre las 4 K; la taberna: los ases y del 2 al 10, con los bufones.",
        "zh-Hant": "城堡是 4 張 J 疊在 4 張 Q 上、再疊在 4 張 K 上；酒館是 A 與 2 至 10，加上小丑。",
    },
    "regicide.castle.order": {
        "en": "Kings shuffled face down, the Queens shuffled on them, the Jacks on top.",
        "fr": "Mélangez les 4 rois face cachée, les 4 dames dessus, puis les 4 valets au sommet.",
        "es": "Se barajan las 4 K boca abajo, las 4 Q encima y las 4 J arriba del todo.",
        "zh-Hant": "4 張 K 洗勻蓋放，4 張 Q 洗勻放在上面，4 張 J 放在最上方。",
    },
    "regicide.castle.stats": {
        "en": "A Jack has 20 health and attacks for 10; a Queen 30 and 15; a King 40 and 20.",
        "fr": "Un valet a 20 points de vie et attaque à 10 ; une dame, 30 et 15 ; un roi, 40 et 20.",
        "es": "Una J tiene 20 de vida y ataca con 10; una Q, 30 y 15; una K, 40 y 20.",
        "zh-Hant": "J 有 20 點生命、攻擊 10；Q 有 30 與 15；K 有 40 與 20。",
    },
    "regicide.tavern.composition": {
        "en": "The tavern is the Aces and the 2 to 10 of the four suits, shuffled with the jesters.",
        "fr": "La taverne : les as et les cartes de 2 à 10 des quatre enseignes, mélangés avec les jokers.",
        "es": "La taberna: los ases y las cartas del 2 al 10 de los cuatro palos, barajadas con los bufones.",
        "zh-Hant": "酒館由四種花色的 A 與 2 至 10 組成，與小丑一起洗勻。",
    },
    "regicide.tavern.jesters": {
        "en": "Jesters in the tavern: none at 2 players, one at 3, two at 4; solo, both are set aside.",
        "fr": "Jokers dans la taverne : aucun à 2, un à 3, deux à 4 ; en solo, les deux restent à côté.",
        "es": "Bufones en la taberna: ninguno con 2, uno con 3, dos con 4; en solitario, ambos quedan aparte.",
        "zh-Hant": "酒館中的小丑：2 人時沒有，3 人 1 張，4 人 2 張；單人時兩張放在一旁。",
    },
    "regicide.play.values": {
        "en": "An Ace is worth 1, 2 to 10 as printed; a Jack 10, a Queen 15, a King 20.",
        "fr": "Un as vaut 1, les 2 à 10 leur valeur ; un valet 10, une dame 15, un roi 20.",
        "es": "Un as vale 1, del 2 al 10 lo impreso; una J 10, una Q 15, una K 20.",
        "zh-Hant": "A 值 1，2 至 10 照牌面；J 值 10，Q 值 15，K 值 20。",
    },
    "regicide.play.not-in-hand": {
        "en": "You do not hold those cards.",
        "fr": "Tu n'as pas ces cartes en main.",
        "es": "No tienes esas cartas en la mano.",
        "zh-Hant": "你手上沒有這些牌。",
    },
    "regicide.turn.order": {
        "en": "A turn goes: play a card (or yield), its power, the damage, then pay the enemy's attack.",
        "fr": "Un tour : jouer une carte (ou passer), son pouvoir, les dégâts, puis payer la contre-attaque.",
        "es": "Un turno: jugar una carta (o pasar), su poder, el daño y luego pagar el ataque enemigo.",
        "zh-Hant": "回合順序：出牌（或放棄）、發動能力、造成傷害，再承受敵人的反擊。",
    },
    "regicide.turn.suffer": {
        "en": "If the enemy still lives, it attacks the active player.",
        "fr": "Si l'ennemi vit encore, il contre-attaque le joueur actif.",
        "es": "Si el enemigo sigue vivo, ataca al jugador activo.",
        "zh-Hant": "若敵人仍存活，便攻擊當前玩家。",
    },
    "regicide.turn.out-of-turn": {
        "en": "It is not your turn.",
        "fr": "Ce n'est pas ton tour.",
        "es": "No es tu turno.",
        "zh-Hant": "還沒輪到你。",
    },
    "regicide.end.game-over": {
        "en": "The game is over.",
        "fr": "La partie est terminée.",
        "es": "La partida ha terminado.",
        "zh-Hant": "遊戲已經結束。",
    },
    "regicide.power.immunity": {
        "en": "An enemy is immune to the power of its own suit, but those cards still deal their damage.",
        "fr": "Un ennemi est immunisé au pouvoir de sa propre enseigne, mais ces cartes infligent leurs dégâts.",
        "es": "Un enemigo es inmune al poder de su propio palo, pero esas cartas hacen su daño.",
        "zh-Hant": "敵人免疫同花色的能力，但那些牌仍會造成傷害。",
    },
    "regicide.power.order": {
        "en": "When Hearts and Diamonds work together, Hearts heal first, then Diamonds draw.",
        "fr": "Si cœur et carreau sont activés ensemble, cœur soigne d'abord, puis carreau fait piocher.",
        "es": "Si corazones y diamantes actúan juntos, primero curan los corazones y luego roban los diamantes.",
        "zh-Hant": "紅心與方塊同時發動時，先以紅心補牌，再以方塊抽牌。",
    },
    "regicide.power.hearts": {
        "en": "Hearts: shuffle the discard and put that many cards face down under the tavern.",
        "fr": "Cœur : mélange la défausse et place autant de cartes, face cachée, sous la taverne.",
        "es": "Corazones: baraja el descarte y pon esa cantidad de cartas boca abajo bajo la taberna.",
        "zh-Hant": "紅心：洗勻棄牌堆，將等量的牌蓋放到酒館底部。",
    },
    "regicide.power.diamonds": {
        "en": "Diamonds: draw that many cards, one per player in turn from the active player, skipping full hands.",
        "fr": "Carreau : piochez autant de cartes, une par personne à tour de rôle depuis le joueur actif, en sautant les mains pleines.",
        "es": "Diamantes: robad esa cantidad de cartas, una por jugador por turnos desde el activo, saltando las manos llenas.",
        "zh-Hant": "方塊：從當前玩家起輪流每人抽一張，共抽該數值張，跳過已滿的手牌。",
    },
    "regicide.power.clubs": {
        "en": "Clubs: double the damage of this attack.",
        "fr": "Trèfle : double les dégâts de cette attaque.",
        "es": "Tréboles: duplica el daño de este ataque.",
        "zh-Hant": "梅花：本次攻擊傷害加倍。",
    },
    "regicide.power.spades": {
        "en": "Spades: reduce this enemy's attack; all spades played against it add up, never below zero.",
        "fr": "Pique : réduis l'attaque de cet ennemi ; les piques s'additionnent, sans descendre sous zéro.",
        "es": "Picas: reduce el ataque de este enemigo; todas las picas se suman, nunca por debajo de cero.",
        "zh-Hant": "黑桃：降低此敵人的攻擊；對它打出的黑桃累加，最低為零。",
    },
    "regicide.companion.pair": {
        "en": "An Ace pairs with exactly one other card.",
        "fr": "Un as s'associe à une seule autre carte.",
        "es": "Un as se empareja con exactamente una carta más.",
        "zh-Hant": "A 只能與另一張牌搭配。",
    },
    "regicide.combo.same-value": {
        "en": "Cards played together must have the same value.",
        "fr": "Les cartes jouées ensemble doivent avoir la même valeur.",
        "es": "Las cartas jugadas juntas deben tener el mismo valor.",
        "zh-Hant": "一起打出的牌必須數值相同。",
    },
    "regicide.combo.max-ten": {
        "en": "A combo of 2 to 4 cards of the same value may total at most 10.",
        "fr": "Une combinaison de 2 à 4 cartes de même valeur ne doit pas dépasser 10.",
        "es": "Una combinación de 2 a 4 cartas del mismo valor no puede sumar más de 10.",
        "zh-Hant": "2 至 4 張同數值的組合總和不得超過 10。",
    },
    "regicide.jester.alone": {
        "en": "A jester is played alone.",
        "fr": "Le joker se joue seul.",
        "es": "El bufón se juega solo.",
        "zh-Hant": "小丑必須單獨打出。",
    },
    "regicide.jester.play": {
        "en": "A jester deals no damage, removes the enemy's immunity and spares this turn's attack.",
        "fr": "Le joker n'inflige pas de dégâts, supprime l'immunité et évite la contre-attaque ce tour-ci.",
        "es": "El bufón no hace daño, anula la inmunidad y evita el ataque de este turno.",
        "zh-Hant": "小丑不造成傷害，解除敵人的免疫，並免除本回合的反擊。",
    },
    "regicide.jester.choose": {
        "en": "The jester's player chooses who plays next.",
        "fr": "Le joueur du joker choisit qui joue ensuite.",
        "es": "Quien jugó el bufón elige quién juega después.",
        "zh-Hant": "打出小丑的玩家選擇下一位出牌者。",
    },
    "regicide.jester.self-choice": {
        "en": "At this table the jester's player must choose someone else.",
        "fr": "À cette table, le joueur du joker doit choisir quelqu'un d'autre.",
        "es": "En esta mesa, quien jugó el bufón debe elegir a otra persona.",
        "zh-Hant": "此桌規定打出小丑的玩家必須選擇別人。",
    },
    "regicide.jester.signal-only": {
        "en": "While the jester's player chooses, you may only say whether you want to play.",
        "fr": "Pendant que le joueur du joker choisit, tu peux seulement dire si tu souhaites jouer.",
        "es": "Mientras se elige tras el bufón, solo puedes decir si quieres jugar.",
        "zh-Hant": "小丑玩家選擇時，你只能表示是否想出牌。",
    },
    "regicide.jester.no-choice": {
        "en": "Nobody is choosing who plays next now.",
        "fr": "Personne n'est en train de choisir qui joue ensuite.",
        "es": "Ahora nadie está eligiendo quién juega después.",
        "zh-Hant": "現在沒有人在選擇下一位出牌者。",
    },
    "regicide.pay.enough": {
        "en": "Those cards are worth {total}; discard at least {amount}.",
        "fr": "Ces cartes valent {total} ; défausse au moins {amount}.",
        "es": "Esas cartas valen {total}; descarta al menos {amount}.",
        "zh-Hant": "這些牌總值 {total}；至少要棄掉 {amount}。",
    },
    "regicide.pay.not-in-hand": {
        "en": "You do not hold those cards.",
        "fr": "Tu n'as pas ces cartes en main.",
        "es": "No tienes esas cartas en la mano.",
        "zh-Hant": "你手上沒有這些牌。",
    },
    "regicide.pay.no-power": {
        "en": "Cards discarded to survive trigger no power.",
        "fr": "Les cartes défaussées pour survivre ne déclenchent aucun pouvoir.",
        "es": "Las cartas descartadas para sobrevivir no activan ningún poder.",
        "zh-Hant": "為存活而棄的牌不會發動能力。",
    },
    "regicide.pay.no-refund": {
        "en": "Damage paid beyond the attack is not refunded.",
        "fr": "Les dégâts excédentaires payés ne sont pas remboursés.",
        "es": "El daño pagado de más no se devuelve.",
        "zh-Hant": "多付的傷害不會退還。",
    },
    "regicide.yield.suffer": {
        "en": "Yielding goes straight to suffering the enemy's attack.",
        "fr": "Passer mène directement à subir la contre-attaque.",
        "es": "Pasar lleva directamente a sufrir el ataque enemigo.",
        "zh-Hant": "放棄出牌會直接承受敵人的反擊。",
    },
    "regicide.yield.all-yielded": {
        "en": "Everyone else has just yielded: you may not yield too.",
        "fr": "Tous les autres viennent de passer : tu ne peux pas passer aussi.",
        "es": "Todos los demás acaban de pasar: tú no puedes pasar también.",
        "zh-Hant": "其他人都剛放棄過：你不能也放棄。",
    },
    "regicide.yield.solo": {
        "en": "In solo you cannot yield.",
        "fr": "En solo, tu ne peux pas passer.",
        "es": "En solitario no puedes pasar.",
        "zh-Hant": "單人模式不能放棄出牌。",
    },
    "regicide.defeat.exact": {
        "en": "An enemy dealt exactly its health goes face down on top of the tavern; otherwise to the discard.",
        "fr": "Un ennemi qui reçoit exactement sa vie va sur la taverne ; sinon, dans la défausse.",
        "es": "Un enemigo que recibe exactamente su vida va encima de la taberna; si no, al descarte.",
        "zh-Hant": "剛好以其生命值擊敗的敵人蓋放在酒館頂端；否則進入棄牌堆。",
    },
    "regicide.defeat.next": {
        "en": "The next enemy is revealed; whoever won the fight plays first against it, without suffering an attack.",
        "fr": "Le prochain ennemi est révélé ; le vainqueur du combat commence contre lui, sans contre-attaque.",
        "es": "Se revela el siguiente enemigo; quien ganó el combate empieza contra él, sin sufrir ataque.",
        "zh-Hant": "翻開下一個敵人；贏得戰鬥的玩家先對它出牌，不承受反擊。",
    },
    "regicide.end.win": {
        "en": "Defeating the fourth King wins the game for everyone at once.",
        "fr": "La défaite du quatrième roi donne une victoire commune immédiate.",
        "es": "Derrotar a la cuarta K da la victoria a todos al instante.",
        "zh-Hant": "擊敗第四位國王，全體立即獲勝。",
    },
    "regicide.end.cannot-pay": {
        "en": "A player who cannot pay the damage loses the game for everyone.",
        "fr": "Un joueur qui ne peut pas payer les dégâts fait perdre tout le monde.",
        "es": "Un jugador que no puede pagar el daño hace perder a todos.",
        "zh-Hant": "有玩家付不出傷害，全體落敗。",
    },
    "regicide.end.cannot-act": {
        "en": "A player who can neither play a card nor legally yield loses the game for everyone.",
        "fr": "Un joueur qui ne peut ni jouer ni passer légalement fait perdre tout le monde.",
        "es": "Un jugador que no puede jugar ni pasar legalmente hace perder a todos.",
        "zh-Hant": "有玩家既不能出牌也不能合法放棄，全體落敗。",
    },
    "regicide.end.terminated": {
        "en": "A player may give up the game for everyone at any moment (a rule of the table; the printed rules "
        "have none): the game is lost.",
        "fr": "Un joueur peut abandonner la partie pour tout le monde à tout moment (une règle de la table ; les "
        "règles imprimées n'en parlent pas) : la partie est perdue.",
        "es": "Un jugador puede abandonar la partida por todos en cualquier momento (una regla de la mesa; el "
        "reglamento impreso no la tiene): es una derrota para todos.",
        "zh-Hant": "任何玩家都可以隨時替全體放棄遊戲（牌桌規則；印刷規則中沒有）：全體落敗。",
    },
    "regicide.solo.jesters": {
        "en": "Only a solo player has set-aside jesters to flip.",
        "fr": "Seul un joueur en solo a des jokers mis de côté à retourner.",
        "es": "Solo quien juega en solitario tiene bufones apartados para voltear.",
        "zh-Hant": "只有單人玩家有放在一旁可翻開的小丑。",
    },
    "regicide.solo.jester": {
        "en": "Solo: at the start of your play or just before paying, flip a jester to discard your hand and draw up to 8.",
        "fr": "Solo : au début de l'étape de jeu ou juste avant de payer, retourne un joker pour défausser ta main et refaire 8 cartes.",
        "es": "Solitario: al empezar a jugar o justo antes de pagar, voltea un bufón para descartar tu mano y robar hasta 8.",
        "zh-Hant": "單人：在出牌開始時或付傷害前，可翻開一張小丑，棄掉手牌並補到 8 張。",
    },
    "regicide.solo.jester-once": {
        "en": "Each set-aside jester works once; both have been used.",
        "fr": "Chaque joker ne sert qu'une fois ; les deux ont servi.",
        "es": "Cada bufón sirve una vez; ya se usaron los dos.",
        "zh-Hant": "每張小丑只能用一次；兩張都用過了。",
    },
    "regicide.solo.medals": {
        "en": "A solo win is gold with no jester used, silver with one, bronze with two.",
        "fr": "En solo, une victoire vaut or sans joker, argent avec un, bronze avec deux.",
        "es": "En solitario, ganar es oro sin bufones, plata con uno, bronce con dos.",
        "zh-Hant": "單人勝利：未用小丑為金牌，用一張為銀牌，用兩張為銅牌。",
    },
}

# Sentences more specific than their rule's, for the ways one rule can be broken.
DETAILS: dict[str, dict[str, str]] = {
    "regicide.turn.play-first": {
        "en": "Play a card or yield first; there is no damage to pay yet.",
        "fr": "Joue une carte ou passe d'abord ; il n'y a pas encore de dégâts à payer.",
        "es": "Primero juega una carta o pasa; todavía no hay daño que pagar.",
        "zh-Hant": "請先出牌或放棄；目前還沒有要承受的傷害。",
    },
    "regicide.turn.pay-first": {
        "en": "Pay the enemy's attack ({amount}) first.",
        "fr": "Paie d'abord la contre-attaque de l'ennemi ({amount}).",
        "es": "Primero paga el ataque del enemigo ({amount}).",
        "zh-Hant": "請先承受敵人的攻擊（{amount}）。",
    },
    "regicide.jester.no-seat": {
        "en": "There is no such seat at this table.",
        "fr": "Cette place n'existe pas à cette table.",
        "es": "Ese asiento no existe en esta mesa.",
        "zh-Hant": "這張桌子沒有這個座位。",
    },
}

MEDAL_WORDS: dict[str, dict[str, str]] = {
    "regicide.medal.gold": {"en": "gold", "fr": "or", "es": "oro", "zh-Hant": "金牌"},
    "regicide.medal.silver": {"en": "silver", "fr": "argent", "es": "plata", "zh-Hant": "銀牌"},
    "regicide.medal.bronze": {"en": "bronze", "fr": "bronze", "es": "bronce", "zh-Hant": "銅牌"},
}

register(RULES)
register(DETAILS)
register(MEDAL_WORDS)


def medal_word(medal: str, lang: str = "en") -> str:
    return translate(f"regicide.medal.{medal}", lang)


# -- card names ---------------------------------------------------------------------------
# "6 of Spades", "6 de pique", "6 de picas", "黑桃6": a card as a sentence names it.

CARD_WORDS: dict[str, dict[str, str]] = {
    "regicide.card.name": {
        "en": "{rank} of {suit}",
        "fr": "{rank} de {suit}",
        "es": "{rank} de {suit}",
        "zh-Hant": "{suit}{rank}",
    },
    "regicide.card.jester": {"en": "jester", "fr": "joker", "es": "bufón", "zh-Hant": "小丑"},
    "regicide.rank.1": {"en": "Ace", "fr": "as", "es": "as", "zh-Hant": "A"},
    "regicide.rank.11": {"en": "Jack", "fr": "valet", "es": "jota", "zh-Hant": "J"},
    "regicide.rank.12": {"en": "Queen", "fr": "dame", "es": "reina", "zh-Hant": "Q"},
    "regicide.rank.13": {"en": "King", "fr": "roi", "es": "rey", "zh-Hant": "K"},
    "regicide.suit.hearts": {"en": "Hearts", "fr": "cœur", "es": "corazones", "zh-Hant": "紅心"},
    "regicide.suit.diamonds": {"en": "Diamonds", "fr": "carreau", "es": "diamantes", "zh-Hant": "方塊"},
    "regicide.suit.clubs": {"en": "Clubs", "fr": "trèfle", "es": "tréboles", "zh-Hant": "梅花"},
    "regicide.suit.spades": {"en": "Spades", "fr": "pique", "es": "picas", "zh-Hant": "黑桃"},
    "regicide.power.name.hearts": {
        "en": "hearts heal",
        "fr": "cœur soigne",
        "es": "corazones curan",
        "zh-Hant": "紅心補牌",
    },
    "regicide.power.name.diamonds": {
        "en": "diamonds draw",
        "fr": "carreau fait piocher",
        "es": "diamantes roban",
        "zh-Hant": "方塊抽牌",
    },
    "regicide.power.name.clubs": {
        "en": "clubs double",
        "fr": "trèfle double",
        "es": "tréboles duplican",
        "zh-Hant": "梅花加倍",
    },
    "regicide.power.name.spades": {
        "en": "spades shield",
        "fr": "pique protège",
        "es": "picas protegen",
        "zh-Hant": "黑桃護盾",
    },
    "regicide.list.separator": {"en": ", ", "fr": ", ", "es": ", ", "zh-Hant": "、"},
    "regicide.list.together": {"en": " + ", "fr": " + ", "es": " + ", "zh-Hant": " + "},
}

# -- the game log -------------------------------------------------------------------------
# Sentences for events as one seat receives them (`Event.for_seat`): they say only what the
# event carries, so a draw the reader may not see is "draws a card".

LOG: dict[str, dict[str, str]] = {
    "regicide.log.play": {
        "en": "{player} plays {cards} (value {value})",
        "fr": "{player} joue {cards} (valeur {value})",
        "es": "{player} juega {cards} (valor {value})",
        "zh-Hant": "{player} 打出{cards}（數值 {value}）",
    },
    "regicide.log.powers": {
        "en": "{sentence}: {powers}",
        "fr": "{sentence} : {powers}",
        "es": "{sentence}: {powers}",
        "zh-Hant": "{sentence}：{powers}",
    },
    "regicide.log.no-power": {
        "en": "{sentence}: no power",
        "fr": "{sentence} : aucun pouvoir",
        "es": "{sentence}: ningún poder",
        "zh-Hant": "{sentence}：沒有發動能力",
    },
    "regicide.log.blocked": {
        "en": "{sentence} ({suits} blocked by the enemy's immunity)",
        "fr": "{sentence} ({suits} bloqué par l'immunité de l'ennemi)",
        "es": "{sentence} ({suits} bloqueado por la inmunidad del enemigo)",
        "zh-Hant": "{sentence}（{suits}被敵人的免疫抵銷）",
    },
    "regicide.log.heal": {
        "en": "hearts: {count} cards from the discard go under the tavern ({tavern} cards)",
        "fr": "cœur : {count} cartes de la défausse passent sous la taverne ({tavern} cartes)",
        "es": "corazones: {count} cartas del descarte van bajo la taberna ({tavern} cartas)",
        "zh-Hant": "紅心：棄牌堆的 {count} 張牌放到酒館底部（酒館 {tavern} 張）",
    },
    "regicide.log.heal-one": {
        "en": "hearts: 1 card from the discard goes under the tavern ({tavern} cards)",
        "fr": "cœur : 1 carte de la défausse passe sous la taverne ({tavern} cartes)",
        "es": "corazones: 1 carta del descarte va bajo la taberna ({tavern} cartas)",
        "zh-Hant": "紅心：棄牌堆的 1 張牌放到酒館底部（酒館 {tavern} 張）",
    },
    "regicide.log.heal-none": {
        "en": "hearts: nothing to take back from the discard",
        "fr": "cœur : rien à reprendre dans la défausse",
        "es": "corazones: nada que recuperar del descarte",
        "zh-Hant": "紅心：棄牌堆沒有可補回的牌",
    },
    "regicide.log.draw-hidden": {
        "en": "{player} draws a card",
        "fr": "{player} pioche une carte",
        "es": "{player} roba una carta",
        "zh-Hant": "{player} 抽了一張牌",
    },
    "regicide.log.draw-hidden-many": {
        "en": "{player} draws {count} cards",
        "fr": "{player} pioche {count} cartes",
        "es": "{player} roba {count} cartas",
        "zh-Hant": "{player} 抽了 {count} 張牌",
    },
    "regicide.log.draw": {
        "en": "{player} draws {cards}",
        "fr": "{player} pioche {cards}",
        "es": "{player} roba {cards}",
        "zh-Hant": "{player} 抽到{cards}",
    },
    "regicide.log.draw-mixed": {
        "en": "{player} draws {cards} and {count} hidden card(s)",
        "fr": "{player} pioche {cards} et {count} carte(s) cachée(s)",
        "es": "{player} roba {cards} y {count} carta(s) oculta(s)",
        "zh-Hant": "{player} 抽到{cards}，另有 {count} 張未公開的牌",
    },
    "regicide.log.draw-known": {
        "en": "{player} draws {card} (known to all: it was on top of the tavern)",
        "fr": "{player} pioche {card} (connue de tous : elle était sur la taverne)",
        "es": "{player} roba {card} (conocida por todos: estaba encima de la taberna)",
        "zh-Hant": "{player} 抽到{card}（眾所皆知：它在酒館頂端）",
    },
    "regicide.log.damage": {
        "en": "{amount} damage ({total}/{health})",
        "fr": "{amount} dégâts ({total}/{health})",
        "es": "{amount} de daño ({total}/{health})",
        "zh-Hant": "造成 {amount} 點傷害（{total}/{health}）",
    },
    "regicide.log.defeat-exact": {
        "en": "{player} defeats the {enemy} with exact damage: recruited, it goes on top of the tavern",
        "fr": "{player} bat l'ennemi ({enemy}) à dégâts exacts : recrutée, la figure va sur la taverne",
        "es": "{player} derrota al enemigo ({enemy}) con daño exacto: reclutada, la figura va encima de la taberna",
        "zh-Hant": "{player} 以剛好的傷害擊敗{enemy}：招募成功，放到酒館頂端",
    },
    "regicide.log.defeat": {
        "en": "{player} defeats the {enemy}; it goes to the discard",
        "fr": "{player} bat l'ennemi ({enemy}) ; la figure va dans la défausse",
        "es": "{player} derrota al enemigo ({enemy}); la figura va al descarte",
        "zh-Hant": "{player} 擊敗{enemy}；它進入棄牌堆",
    },
    "regicide.log.reveal": {
        "en": "next enemy: {enemy}, health {health}, attack {attack}",
        "fr": "prochain ennemi : {enemy}, vie {health}, attaque {attack}",
        "es": "siguiente enemigo: {enemy}, vida {health}, ataque {attack}",
        "zh-Hant": "下一個敵人：{enemy}，生命 {health}，攻擊 {attack}",
    },
    "regicide.log.attack": {
        "en": "the enemy attacks {player} for {amount}",
        "fr": "l'ennemi contre-attaque {player} : {amount} à payer",
        "es": "el enemigo ataca a {player}: {amount} que pagar",
        "zh-Hant": "敵人攻擊 {player}，需承受 {amount} 點",
    },
    "regicide.log.attack-none": {
        "en": "the spades shield {player} from the whole attack",
        "fr": "les piques protègent {player} de toute l'attaque",
        "es": "las picas protegen a {player} de todo el ataque",
        "zh-Hant": "黑桃替 {player} 擋下全部攻擊",
    },
    "regicide.log.pay": {
        "en": "{player} discards {cards} ({total}) to pay {owed}",
        "fr": "{player} défausse {cards} ({total}) pour payer {owed}",
        "es": "{player} descarta {cards} ({total}) para pagar {owed}",
        "zh-Hant": "{player} 棄掉{cards}（{total}）以承受 {owed} 點",
    },
    "regicide.log.yield": {
        "en": "{player} yields",
        "fr": "{player} passe",
        "es": "{player} pasa",
        "zh-Hant": "{player} 放棄出牌",
    },
    "regicide.log.jester": {
        "en": "{player} plays a jester: the enemy loses its immunity and does not attack; {player} chooses who plays next",
        "fr": "{player} joue un joker : l'ennemi perd son immunité et ne contre-attaque pas ; {player} choisit qui joue ensuite",
        "es": "{player} juega un bufón: el enemigo pierde su inmunidad y no ataca; {player} elige quién juega después",
        "zh-Hant": "{player} 打出小丑：敵人失去免疫且不反擊；由 {player} 選擇下一位出牌者",
    },
    "regicide.log.jester-shield": {
        "en": "{sentence} (spades now shield {shield})",
        "fr": "{sentence} (les piques protègent désormais de {shield})",
        "es": "{sentence} (las picas protegen ahora {shield})",
        "zh-Hant": "{sentence}（黑桃現在抵擋 {shield} 點）",
    },
    "regicide.log.choose": {
        "en": "{player} chooses {next} to play next",
        "fr": "{player} choisit {next} pour jouer ensuite",
        "es": "{player} elige a {next} para jugar después",
        "zh-Hant": "{player} 選擇 {next} 接著出牌",
    },
    "regicide.log.choose-self": {
        "en": "{player} chooses to play again",
        "fr": "{player} choisit de rejouer",
        "es": "{player} elige volver a jugar",
        "zh-Hant": "{player} 選擇自己再出牌",
    },
    "regicide.log.signal-yes": {
        "en": "{player} would like to play",
        "fr": "{player} souhaite jouer",
        "es": "{player} quiere jugar",
        "zh-Hant": "{player} 表示想出牌",
    },
    "regicide.log.signal-no": {
        "en": "{player} would rather not play",
        "fr": "{player} préfère ne pas jouer",
        "es": "{player} prefiere no jugar",
        "zh-Hant": "{player} 表示不想出牌",
    },
    "regicide.log.flip-jester": {
        "en": "{player} flips a jester: discards {count} card(s) and refills the hand ({left} jester(s) left)",
        "fr": "{player} retourne un joker : défausse {count} carte(s) et refait sa main ({left} joker(s) restant(s))",
        "es": "{player} voltea un bufón: descarta {count} carta(s) y rellena la mano (quedan {left} bufón/bufones)",
        "zh-Hant": "{player} 翻開一張小丑：棄掉 {count} 張牌並補滿手牌（剩 {left} 張小丑）",
    },
    "regicide.log.terminate": {
        "en": "{player} gives up the game for everyone",
        "fr": "{player} abandonne la partie pour tout le monde",
        "es": "{player} abandona la partida por todos",
        "zh-Hant": "{player} 替全體放棄了遊戲",
    },
    "regicide.log.game-over-won": {
        "en": "Victory: the castle has fallen! {count}/12 enemies defeated",
        "fr": "Victoire : le château est tombé ! {count}/12 ennemis vaincus",
        "es": "¡Victoria: el castillo ha caído! {count}/12 enemigos derrotados",
        "zh-Hant": "勝利：城堡陷落了！擊敗 {count}/12 個敵人",
    },
    "regicide.log.game-over-medal": {
        "en": "Victory: the castle has fallen! Medal: {medal}; {count}/12 enemies defeated",
        "fr": "Victoire : le château est tombé ! Médaille : {medal} ; {count}/12 ennemis vaincus",
        "es": "¡Victoria: el castillo ha caído! Medalla: {medal}; {count}/12 enemigos derrotados",
        "zh-Hant": "勝利：城堡陷落了！獎牌：{medal}；擊敗 {count}/12 個敵人",
    },
    "regicide.log.game-over-lost": {
        "en": "Defeat: {reason}. {count}/12 enemies defeated",
        "fr": "Défaite : {reason}. {count}/12 ennemis vaincus",
        "es": "Derrota: {reason}. {count}/12 enemigos derrotados",
        "zh-Hant": "落敗：{reason}。擊敗 {count}/12 個敵人",
    },
    "regicide.log.unknown-event": {"en": "({kind})", "fr": "({kind})", "es": "({kind})", "zh-Hant": "（{kind}）"},
    "regicide.reason.won": {
        "en": "the fourth King was defeated",
        "fr": "le quatrième roi a été vaincu",
        "es": "el cuarto rey fue derrotado",
        "zh-Hant": "第四位國王已被擊敗",
    },
    "regicide.reason.cannot-pay": {
        "en": "a player could not pay the enemy's attack",
        "fr": "un joueur n'a pas pu payer la contre-attaque",
        "es": "un jugador no pudo pagar el ataque del enemigo",
        "zh-Hant": "有玩家付不出敵人的攻擊",
    },
    "regicide.reason.cannot-act": {
        "en": "a player could neither play a card nor yield",
        "fr": "un joueur ne pouvait ni jouer ni passer",
        "es": "un jugador no podía ni jugar ni pasar",
        "zh-Hant": "有玩家既不能出牌也不能放棄",
    },
    "regicide.reason.terminated": {
        "en": "a player gave up the game",
        "fr": "un joueur a abandonné la partie",
        "es": "un jugador abandonó la partida",
        "zh-Hant": "有玩家放棄了遊戲",
    },
}

register(CARD_WORDS)
register(LOG)

SUITS_ORDER = ("hearts", "diamonds", "clubs", "spades")


@functools.cache
def card_name(code: str, lang: str = "en") -> str:
    """A card as a sentence names it, from its code (once per card and language: the words of a
    card never change, and a hand's moves name its cards many times over).

    >>> card_name("6S"), card_name("6S", "fr"), card_name("6S", "es"), card_name("6S", "zh-Hant")
    ('6 of Spades', '6 de pique', '6 de picas', '黑桃6')
    >>> card_name("AH"), card_name("QD", "fr"), card_name("*", "es")
    ('Ace of Hearts', 'dame de carreau', 'bufón')
    """
    card = parse_card(code)
    if card.is_jester:
        return translate("regicide.card.jester", lang)
    rank = translate(f"regicide.rank.{card.rank}", lang) if card.rank in (1, 11, 12, 13) else str(card.rank)
    return translate("regicide.card.name", lang, rank=rank, suit=suit_name(card.suit, lang))


def suit_name(suit: str, lang: str = "en") -> str:
    return translate(f"regicide.suit.{suit}", lang)


def card_list(codes: Sequence[str], lang: str, together: bool = False) -> str:
    """Cards named one after the other: `Ace of Clubs + 6 of Hearts` (played together) or with commas."""
    key = "regicide.list.together" if together else "regicide.list.separator"
    return translate(key, lang).join(card_name(code, lang) for code in codes)


def end_reason(reason: str, lang: str = "en") -> str:
    return translate(f"regicide.reason.{reason}", lang)


def _name(names: Sequence[str], seat: Any) -> str:
    if isinstance(seat, int) and not isinstance(seat, bool) and 0 <= seat < len(names):
        return names[seat]
    return f"#{seat}"


def _cards_value(codes: Sequence[str]) -> int:
    return sum(parse_card(code).value for code in codes)


def describe_event(event_json: Mapping[str, Any], lang: str, names: Sequence[str]) -> str:
    """One log line for an event as one seat received it (already redacted by `Event.for_seat`).

    A draw says its card only when the event carries it: to the drawer, or to everyone for a
    royal that everyone saw go on top of the tavern (the engine marks such a public draw `known`).

    >>> names = ["Ann", "Bob"]
    >>> describe_event({"kind": "draw", "seat": 1, "tavern_size": 30}, "en", names)
    'Bob draws a card'
    >>> describe_event({"kind": "draw", "seat": 1, "tavern_size": 30, "card": "6S"}, "fr", names)
    'Bob pioche 6 de pique'
    >>> describe_event({"kind": "play", "seat": 0, "cards": ["AC", "6H"], "value": 7,
    ...                 "powers": ["clubs", "hearts"]}, "en", names)
    'Ann plays Ace of Clubs + 6 of Hearts (value 7): hearts heal, clubs double'
    """
    kind = event_json.get("kind")
    player = _name(names, event_json.get("seat"))
    if kind == "play":
        codes = [str(c) for c in event_json.get("cards", ())]
        sentence = translate(
            "regicide.log.play",
            lang,
            player=player,
            cards=card_list(codes, lang, together=True),
            value=event_json.get("value"),
        )
        powers = [s for s in SUITS_ORDER if s in event_json.get("powers", ())]
        if powers:
            listed = translate("regicide.list.separator", lang).join(
                translate(f"regicide.power.name.{s}", lang) for s in powers
            )
            sentence = translate("regicide.log.powers", lang, sentence=sentence, powers=listed)
        else:
            sentence = translate("regicide.log.no-power", lang, sentence=sentence)
        suits = {parse_card(code).suit for code in codes}
        blocked = [s for s in SUITS_ORDER if s in suits and s not in event_json.get("powers", ())]
        if blocked:
            sentence = translate("regicide.log.blocked", lang, sentence=sentence, suits=suit_name(blocked[0], lang))
        return sentence
    if kind == "heal":
        healed = int(event_json.get("count", 0))
        key = (
            "regicide.log.heal-none" if healed == 0 else "regicide.log.heal-one" if healed == 1 else "regicide.log.heal"
        )
        return translate(key, lang, count=healed, tavern=event_json.get("tavern_size"))
    if kind == "draw":
        code = event_json.get("card")
        if code is None:
            return translate("regicide.log.draw-hidden", lang, player=player)
        if event_json.get("known"):
            return translate("regicide.log.draw-known", lang, player=player, card=card_name(str(code), lang))
        return translate("regicide.log.draw", lang, player=player, cards=card_name(str(code), lang))
    if kind == "damage":
        return translate(
            "regicide.log.damage",
            lang,
            amount=event_json.get("amount"),
            total=event_json.get("total"),
            health=event_json.get("health"),
        )
    if kind == "defeat":
        key = "regicide.log.defeat-exact" if event_json.get("exact") else "regicide.log.defeat"
        return translate(key, lang, player=player, enemy=card_name(str(event_json.get("enemy")), lang))
    if kind == "reveal":
        return translate(
            "regicide.log.reveal",
            lang,
            enemy=card_name(str(event_json.get("enemy")), lang),
            health=event_json.get("health"),
            attack=event_json.get("attack"),
        )
    if kind == "attack":
        if not event_json.get("amount"):
            return translate("regicide.log.attack-none", lang, player=player)
        return translate("regicide.log.attack", lang, player=player, amount=event_json.get("amount"))
    if kind == "pay":
        codes = [str(c) for c in event_json.get("cards", ())]
        return translate(
            "regicide.log.pay",
            lang,
            player=player,
            cards=card_list(codes, lang),
            total=_cards_value(codes),
            owed=event_json.get("owed"),
        )
    if kind == "yield":
        return translate("regicide.log.yield", lang, player=player)
    if kind == "jester":
        sentence = translate("regicide.log.jester", lang, player=player)
        if event_json.get("shield"):
            sentence = translate("regicide.log.jester-shield", lang, sentence=sentence, shield=event_json.get("shield"))
        return sentence
    if kind == "choose":
        if event_json.get("next") == event_json.get("seat"):
            return translate("regicide.log.choose-self", lang, player=player)
        return translate("regicide.log.choose", lang, player=player, next=_name(names, event_json.get("next")))
    if kind == "signal":
        key = "regicide.log.signal-yes" if event_json.get("wants_to_play") else "regicide.log.signal-no"
        return translate(key, lang, player=player)
    if kind == "flip-jester":
        return translate(
            "regicide.log.flip-jester",
            lang,
            player=player,
            count=len(event_json.get("discarded", ())),
            left=event_json.get("jesters_left"),
        )
    if kind == "terminate":
        return translate("regicide.log.terminate", lang, player=player)
    if kind == "game-over":
        count = event_json.get("enemies_defeated")
        if event_json.get("outcome") == "won":
            medal = event_json.get("medal")
            if medal:
                return translate("regicide.log.game-over-medal", lang, medal=medal_word(str(medal), lang), count=count)
            return translate("regicide.log.game-over-won", lang, count=count)
        reason = end_reason(str(event_json.get("end_reason", event_json.get("reason"))), lang)
        return translate("regicide.log.game-over-lost", lang, reason=reason, count=count)
    return translate("regicide.log.unknown-event", lang, kind=kind)


def describe_draws(events: Sequence[Mapping[str, Any]], lang: str, names: Sequence[str]) -> list[str]:
    """Several draws in a row (diamonds, a solo jester) said in one sentence per player.

    >>> draws = [{"kind": "draw", "seat": 0, "card": "6S"}, {"kind": "draw", "seat": 1},
    ...          {"kind": "draw", "seat": 0, "card": "2H"}, {"kind": "draw", "seat": 1}]
    >>> describe_draws(draws, "en", ["Ann", "Bob"])
    ['Ann draws 6 of Spades, 2 of Hearts', 'Bob draws 2 cards']
    """
    order: list[int] = []
    seen: dict[int, list[str]] = {}
    known: dict[int, list[str]] = {}
    hidden: dict[int, int] = {}
    for event in events:
        seat = int(event.get("seat", -1))
        if seat not in order:
            order.append(seat)
        code = event.get("card")
        if code is None:
            hidden[seat] = hidden.get(seat, 0) + 1
        elif event.get("known"):
            known.setdefault(seat, []).append(str(code))
        else:
            seen.setdefault(seat, []).append(str(code))
    out: list[str] = []
    for seat in order:
        player = _name(names, seat)
        for code in known.get(seat, []):
            out.append(translate("regicide.log.draw-known", lang, player=player, card=card_name(code, lang)))
        cards, count = seen.get(seat, []), hidden.get(seat, 0)
        if cards and count:
            out.append(
                translate("regicide.log.draw-mixed", lang, player=player, cards=card_list(cards, lang), count=count)
            )
        elif cards:
            out.append(translate("regicide.log.draw", lang, player=player, cards=card_list(cards, lang)))
        elif count == 1:
            out.append(translate("regicide.log.draw-hidden", lang, player=player))
        elif count:
            out.append(translate("regicide.log.draw-hidden-many", lang, player=player, count=count))
    return out


# -- the terminal screen ------------------------------------------------------------------

UI: dict[str, dict[str, str]] = {
    "regicide.ui.title": {
        "en": "Regicide · {players} players",
        "fr": "Regicide · {players} joueurs",
        "es": "Regicide · {players} jugadores",
        "zh-Hant": "弒君 · {players} 人",
    },
    "regicide.ui.title-solo": {
        "en": "Regicide · solo",
        "fr": "Regicide · solo",
        "es": "Regicide · en solitario",
        "zh-Hant": "弒君 · 單人",
    },
    "regicide.ui.your-turn": {"en": "your turn", "fr": "à toi de jouer", "es": "te toca", "zh-Hant": "輪到你"},
    "regicide.ui.your-payment": {
        "en": "you must pay",
        "fr": "à toi de payer",
        "es": "te toca pagar",
        "zh-Hant": "輪到你承受攻擊",
    },
    "regicide.ui.to-play": {
        "en": "{player} to play",
        "fr": "à {player} de jouer",
        "es": "le toca a {player}",
        "zh-Hant": "輪到 {player}",
    },
    "regicide.ui.to-pay": {
        "en": "{player} must pay {amount}",
        "fr": "{player} doit payer {amount}",
        "es": "{player} debe pagar {amount}",
        "zh-Hant": "{player} 須承受 {amount} 點",
    },
    "regicide.ui.choosing": {
        "en": "{player} chooses who plays next",
        "fr": "{player} choisit qui joue ensuite",
        "es": "{player} elige quién juega después",
        "zh-Hant": "{player} 正在選擇下一位出牌者",
    },
    "regicide.ui.enemy": {"en": "Enemy", "fr": "Ennemi", "es": "Enemigo", "zh-Hant": "敵人"},
    "regicide.ui.health": {"en": "Health", "fr": "Vie", "es": "Vida", "zh-Hant": "生命"},
    "regicide.ui.health-line": {
        "en": "{damage}/{health} damage · {left} to go",
        "fr": "{damage}/{health} dégâts · encore {left}",
        "es": "{damage}/{health} de daño · faltan {left}",
        "zh-Hant": "傷害 {damage}/{health} · 還差 {left}",
    },
    "regicide.ui.attack": {"en": "Attack", "fr": "Attaque", "es": "Ataque", "zh-Hant": "攻擊"},
    "regicide.ui.attack-line": {
        "en": "{attack} − shield {shield} = {now}",
        "fr": "{attack} − protection {shield} = {now}",
        "es": "{attack} − escudo {shield} = {now}",
        "zh-Hant": "{attack} − 護盾 {shield} = {now}",
    },
    "regicide.ui.spades-blocked": {
        "en": "({spades} in spades played, blocked by the immunity)",
        "fr": "({spades} en piques posés, bloqués par l'immunité)",
        "es": "({spades} en picas jugadas, bloqueadas por la inmunidad)",
        "zh-Hant": "（已打出黑桃 {spades} 點，被免疫抵銷）",
    },
    "regicide.ui.immune": {
        "en": "immune to {suit}",
        "fr": "immunité : {suit}",
        "es": "inmune a {suit}",
        "zh-Hant": "免疫{suit}",
    },
    "regicide.ui.immunity-removed": {
        "en": "immunity removed by a jester",
        "fr": "immunité supprimée par un joker",
        "es": "inmunidad anulada por un bufón",
        "zh-Hant": "免疫已被小丑解除",
    },
    "regicide.ui.castle": {"en": "Castle", "fr": "Château", "es": "Castillo", "zh-Hant": "城堡"},
    "regicide.ui.castle-line": {
        "en": "{left} enemies left, this one included · {defeated}/12 defeated",
        "fr": "{left} ennemis restants, celui-ci compris · {defeated}/12 vaincus",
        "es": "quedan {left} enemigos, este incluido · {defeated}/12 derrotados",
        "zh-Hant": "剩 {left} 個敵人（含目前這個）· 已擊敗 {defeated}/12",
    },
    "regicide.ui.tavern": {"en": "Tavern", "fr": "Taverne", "es": "Taberna", "zh-Hant": "酒館"},
    "regicide.ui.cards": {
        "en": "{count} cards",
        "fr": "{count} cartes",
        "es": "{count} cartas",
        "zh-Hant": "{count} 張",
    },
    "regicide.ui.cards-one": {"en": "1 card", "fr": "1 carte", "es": "1 carta", "zh-Hant": "1 張"},
    "regicide.ui.tavern-top": {
        "en": "on top, known to all:",
        "fr": "dessus, connue de tous :",
        "es": "encima, conocida por todos:",
        "zh-Hant": "頂端（眾所皆知）：",
    },
    "regicide.ui.discard": {"en": "Discard", "fr": "Défausse", "es": "Descarte", "zh-Hant": "棄牌堆"},
    "regicide.ui.discard-hint": {
        "en": "type discard to see them",
        "fr": "tape discard pour les voir",
        "es": "escribe discard para verlas",
        "zh-Hant": "輸入 discard 查看",
    },
    "regicide.ui.played": {"en": "Played", "fr": "Posées", "es": "Jugadas", "zh-Hant": "已打出"},
    "regicide.ui.none": {"en": "none", "fr": "aucune", "es": "ninguna", "zh-Hant": "無"},
    "regicide.ui.jesters": {"en": "Jesters", "fr": "Jokers", "es": "Bufones", "zh-Hant": "小丑"},
    "regicide.ui.jesters-left": {
        "en": "{count} of 2 left to flip (jester)",
        "fr": "{count} sur 2 à retourner (jester)",
        "es": "quedan {count} de 2 para voltear (jester)",
        "zh-Hant": "2 張中剩 {count} 張可翻開（jester）",
    },
    "regicide.ui.players": {"en": "Players", "fr": "Joueurs", "es": "Jugadores", "zh-Hant": "玩家"},
    "regicide.ui.seat": {"en": "seat {seat}", "fr": "place {seat}", "es": "asiento {seat}", "zh-Hant": "座位 {seat}"},
    "regicide.ui.you": {"en": "you", "fr": "toi", "es": "tú", "zh-Hant": "你"},
    "regicide.ui.known": {"en": "known:", "fr": "connues :", "es": "conocidas:", "zh-Hant": "已知："},
    "regicide.ui.signal-yes": {"en": "wants to play", "fr": "veut jouer", "es": "quiere jugar", "zh-Hant": "想出牌"},
    "regicide.ui.signal-no": {
        "en": "would rather not",
        "fr": "préfère pas",
        "es": "prefiere que no",
        "zh-Hant": "不想出牌",
    },
    "regicide.ui.signal-none": {
        "en": "no signal yet",
        "fr": "pas encore de signal",
        "es": "sin señal aún",
        "zh-Hant": "尚未表態",
    },
    "regicide.ui.chooser": {"en": "chooses", "fr": "choisit", "es": "elige", "zh-Hant": "選擇中"},
    "regicide.ui.hand": {"en": "Your hand", "fr": "Ta main", "es": "Tu mano", "zh-Hant": "你的手牌"},
    "regicide.ui.value": {"en": "value", "fr": "valeur", "es": "valor", "zh-Hant": "數值"},
    "regicide.ui.hand-total": {
        "en": "{count} of {max} cards, worth {total}",
        "fr": "{count} cartes sur {max}, valeur {total}",
        "es": "{count} de {max} cartas, valor {total}",
        "zh-Hant": "{count}/{max} 張，總值 {total}",
    },
    "regicide.ui.empty-hand": {"en": "no card", "fr": "aucune carte", "es": "ninguna carta", "zh-Hant": "沒有手牌"},
    "regicide.ui.log": {"en": "Log", "fr": "Journal", "es": "Registro", "zh-Hant": "紀錄"},
    "regicide.ui.do.play": {
        "en": "Your turn: play a card, an Ace with one other card, or 2-4 cards of one value totalling 10 or less.",
        "fr": "À toi : joue une carte, un as avec une autre carte, ou 2 à 4 cartes de même valeur totalisant 10 au plus.",
        "es": "Te toca: juega una carta, un as con otra carta, o de 2 a 4 cartas del mismo valor que sumen 10 o menos.",
        "zh-Hant": "輪到你：打出一張牌、A 搭配另一張牌，或 2 至 4 張同數值且總和不超過 10 的牌。",
    },
    "regicide.ui.do.yield": {
        "en": "Or yield and take the attack of {amount}.",
        "fr": "Ou passe et subis l'attaque de {amount}.",
        "es": "O pasa y sufre el ataque de {amount}.",
        "zh-Hant": "或放棄出牌，直接承受 {amount} 點攻擊。",
    },
    "regicide.ui.do.no-yield": {
        "en": "You may not yield now.",
        "fr": "Tu ne peux pas passer maintenant.",
        "es": "Ahora no puedes pasar.",
        "zh-Hant": "你現在不能放棄出牌。",
    },
    "regicide.ui.do.flip": {
        "en": "Or flip a jester (jester): discard your hand and draw back to {max}.",
        "fr": "Ou retourne un joker (jester) : défausse ta main et repioche jusqu'à {max}.",
        "es": "O voltea un bufón (jester): descarta tu mano y roba hasta {max}.",
        "zh-Hant": "或翻開一張小丑（jester）：棄掉手牌並補到 {max} 張。",
    },
    "regicide.ui.do.pay": {
        "en": "Pay at least {amount}: discard cards worth {amount} or more (pay 4D 3C). Your hand is worth {total}.",
        "fr": "Paie au moins {amount} : défausse des cartes valant {amount} ou plus (pay 4D 3C). Ta main vaut {total}.",
        "es": "Paga al menos {amount}: descarta cartas que valgan {amount} o más (pay 4D 3C). Tu mano vale {total}.",
        "zh-Hant": "至少支付 {amount}：棄掉總值 {amount} 以上的牌（pay 4D 3C）。你的手牌總值 {total}。",
    },
    "regicide.ui.do.pay-short": {
        "en": "Your hand is worth only {total}, less than {amount}: flip a jester (jester) to draw a new hand.",
        "fr": "Ta main ne vaut que {total}, moins que {amount} : retourne un joker (jester) pour une nouvelle main.",
        "es": "Tu mano solo vale {total}, menos de {amount}: voltea un bufón (jester) para una mano nueva.",
        "zh-Hant": "你的手牌只值 {total}，不足 {amount}：翻開一張小丑（jester）換一手新牌。",
    },
    "regicide.ui.do.choose": {
        "en": "You played a jester: choose who plays next (choose N, or a name): {players}.",
        "fr": "Tu as joué un joker : choisis qui joue ensuite (choose N, ou un nom) : {players}.",
        "es": "Jugaste un bufón: elige quién juega después (choose N, o un nombre): {players}.",
        "zh-Hant": "你打出了小丑：選擇下一位出牌者（choose N 或名字）：{players}。",
    },
    "regicide.ui.do.signal": {
        "en": "{player} played a jester and chooses who plays next. Would you like to play? signal yes or signal no (nothing more about your cards).",
        "fr": "{player} a joué un joker et choisit qui joue ensuite. Souhaites-tu jouer ? signal yes ou signal no (rien de plus sur tes cartes).",
        "es": "{player} jugó un bufón y elige quién juega después. ¿Quieres jugar? signal yes o signal no (nada más sobre tus cartas).",
        "zh-Hant": "{player} 打出了小丑，正在選擇下一位出牌者。你想出牌嗎？signal yes 或 signal no（不得透露手牌）。",
    },
    "regicide.ui.commands": {
        "en": "play CARDS · pay CARDS · yield · jester · choose N · signal yes|no · discard · help · log · quit",
        "fr": "play CARTES · pay CARTES · yield · jester · choose N · signal yes|no · discard · help · log · quit",
        "es": "play CARTAS · pay CARTAS · yield · jester · choose N · signal yes|no · discard · help · log · quit",
        "zh-Hant": "play 牌 · pay 牌 · yield · jester · choose N · signal yes|no · discard · help · log · quit",
    },
    "regicide.ui.legend": {
        "en": "A=1 · 2-10 · J=10 Q=15 K=20 · ★ jester (type *) · ♥ heal · ♦ draw · ♣ double · ♠ shield",
        "fr": "A=1 · 2-10 · J=10 Q=15 K=20 · ★ joker (taper *) · ♥ soigne · ♦ pioche · ♣ double · ♠ protège",
        "es": "A=1 · 2-10 · J=10 Q=15 K=20 · ★ bufón (escribe *) · ♥ cura · ♦ roba · ♣ duplica · ♠ protege",
        "zh-Hant": "A=1 · 2-10 · J=10 Q=15 K=20 · ★ 小丑（輸入 *）· ♥ 補牌 · ♦ 抽牌 · ♣ 加倍 · ♠ 護盾",
    },
    "regicide.ui.help.cards": {
        "en": "cards are typed value then suit: 6S, AC, 10H, KD (H hearts, D diamonds, C clubs, S spades; ♥♦♣♠ work too), * for a jester",
        "fr": "une carte s'écrit valeur puis enseigne : 6S, AC, 10H, KD (H cœur, D carreau, C trèfle, S pique ; ♥♦♣♠ aussi), * pour un joker",
        "es": "una carta se escribe valor y palo: 6S, AC, 10H, KD (H corazones, D diamantes, C tréboles, S picas; también ♥♦♣♠), * para un bufón",
        "zh-Hant": "牌以數值加花色輸入：6S、AC、10H、KD（H 紅心、D 方塊、C 梅花、S 黑桃；也可用 ♥♦♣♠），* 代表小丑",
    },
    "regicide.ui.help.play": {
        "en": "play CARDS (or p, jouer, jugar): attack with one card (play 6S), an Ace and one card (play AC 6H) or a combo (play 3S 3D)",
        "fr": "play CARTES (ou p, jouer) : attaquer avec une carte (play 6S), un as et une carte (play AC 6H) ou une combinaison (play 3S 3D)",
        "es": "play CARTAS (o p, jugar): atacar con una carta (play 6S), un as y una carta (play AC 6H) o una combinación (play 3S 3D)",
        "zh-Hant": "play 牌（或 p、出）：用一張牌（play 6S）、A 加一張牌（play AC 6H）或組合（play 3S 3D）攻擊",
    },
    "regicide.ui.help.pay": {
        "en": "pay CARDS (or payer, pagar): discard cards worth at least the attack (pay 4D 3C); discarded cards have no power",
        "fr": "pay CARTES (ou payer) : défausser des cartes valant au moins l'attaque (pay 4D 3C) ; elles n'ont aucun pouvoir",
        "es": "pay CARTAS (o pagar): descartar cartas que valgan al menos el ataque (pay 4D 3C); no activan ningún poder",
        "zh-Hant": "pay 牌（或 付）：棄掉總值不低於攻擊的牌（pay 4D 3C）；棄掉的牌不發動能力",
    },
    "regicide.ui.help.yield": {
        "en": "yield (or pass, passer, pasar): play nothing and take the attack; not everyone in a row, never in solo",
        "fr": "yield (ou passer) : ne rien jouer et subir l'attaque ; pas tout le monde d'affilée, jamais en solo",
        "es": "yield (o pasar): no jugar nada y sufrir el ataque; no todos seguidos, nunca en solitario",
        "zh-Hant": "yield（或 放棄）：不出牌直接承受攻擊；不能所有人連續放棄，單人模式不可用",
    },
    "regicide.ui.help.jester": {
        "en": "jester: play your jester (same as play *); in solo, flip a set-aside jester to discard your hand and draw a new one",
        "fr": "jester (ou joker) : jouer ton joker (comme play *) ; en solo, retourner un joker mis de côté pour refaire ta main",
        "es": "jester (o bufón): jugar tu bufón (igual que play *); en solitario, voltear un bufón apartado para renovar la mano",
        "zh-Hant": "jester（或 小丑）：打出你的小丑（同 play *）；單人模式翻開放在一旁的小丑以換一手新牌",
    },
    "regicide.ui.help.choose": {
        "en": "choose N (or a name; choisir, elegir): after your jester, name who plays next",
        "fr": "choose N (ou un nom ; choisir) : après ton joker, désigner qui joue ensuite",
        "es": "choose N (o un nombre; elegir): tras tu bufón, elegir quién juega después",
        "zh-Hant": "choose N（或名字；選）：打出小丑後指定下一位出牌者",
    },
    "regicide.ui.help.signal": {
        "en": "signal yes|no (oui/non, sí/no): while someone chooses after a jester, say only whether you want to play",
        "fr": "signal yes|no (oui/non) : pendant le choix après un joker, dire seulement si tu veux jouer",
        "es": "signal yes|no (sí/no): mientras alguien elige tras un bufón, decir solo si quieres jugar",
        "zh-Hant": "signal yes|no（是/否）：有人打出小丑後選人時，只表示你是否想出牌",
    },
    "regicide.ui.help.discard": {
        "en": "discard (or d): show the cards in the discard pile",
        "fr": "discard (ou d, défausse) : montrer les cartes de la défausse",
        "es": "discard (o d, descarte): mostrar las cartas del descarte",
        "zh-Hant": "discard（或 d、棄牌堆）：顯示棄牌堆中的牌",
    },
    "regicide.ui.error.usage": {
        "en": "Usage: {usage}",
        "fr": "Utilisation : {usage}",
        "es": "Uso: {usage}",
        "zh-Hant": "用法：{usage}",
    },
    "regicide.ui.error.card": {
        "en": "{card!r} is not a card: write the value then the suit, as in 6S, AC, 10H, KD, or * for a jester.",
        "fr": "{card!r} n'est pas une carte : écris la valeur puis l'enseigne, comme 6S, AC, 10H, KD, ou * pour un joker.",
        "es": "{card!r} no es una carta: escribe el valor y luego el palo, como 6S, AC, 10H, KD, o * para un bufón.",
        "zh-Hant": "{card!r} 不是一張牌：請先寫數值再寫花色，例如 6S、AC、10H、KD，小丑請寫 *。",
    },
    "regicide.ui.error.twice": {
        "en": "The same card is named twice.",
        "fr": "La même carte est nommée deux fois.",
        "es": "La misma carta aparece dos veces.",
        "zh-Hant": "同一張牌被寫了兩次。",
    },
    "regicide.ui.error.player": {
        "en": "No player {player!r} at this table (players: {players}).",
        "fr": "Pas de joueur {player!r} à cette table (joueurs : {players}).",
        "es": "No hay ningún jugador {player!r} en esta mesa (jugadores: {players}).",
        "zh-Hant": "這張桌子沒有玩家 {player!r}（玩家：{players}）。",
    },
    "regicide.ui.error.answer": {
        "en": "{answer!r}: say yes or no.",
        "fr": "{answer!r} : réponds oui (yes) ou non (no).",
        "es": "{answer!r}: responde sí (yes) o no.",
        "zh-Hant": "{answer!r}：請回答 yes 或 no。",
    },
    "regicide.ui.discard-title": {
        "en": "Discard pile · {count}",
        "fr": "Défausse · {count}",
        "es": "Descarte · {count}",
        "zh-Hant": "棄牌堆 · {count}",
    },
    "regicide.ui.discard-empty": {
        "en": "The discard pile is empty.",
        "fr": "La défausse est vide.",
        "es": "El descarte está vacío.",
        "zh-Hant": "棄牌堆是空的。",
    },
    "regicide.ui.final-won": {
        "en": "Victory: the castle has fallen!",
        "fr": "Victoire : le château est tombé !",
        "es": "¡Victoria: el castillo ha caído!",
        "zh-Hant": "勝利：城堡陷落了！",
    },
    "regicide.ui.final-lost": {
        "en": "Defeat: the castle holds.",
        "fr": "Défaite : le château résiste.",
        "es": "Derrota: el castillo resiste.",
        "zh-Hant": "落敗：城堡仍屹立不搖。",
    },
    "regicide.ui.final-defeated": {
        "en": "Enemies defeated: {count}/12",
        "fr": "Ennemis vaincus : {count}/12",
        "es": "Enemigos derrotados: {count}/12",
        "zh-Hant": "擊敗的敵人：{count}/12",
    },
    "regicide.ui.final-medal": {
        "en": "Medal: {medal} (jesters flipped: {used})",
        "fr": "Médaille : {medal} (jokers retournés : {used})",
        "es": "Medalla: {medal} (bufones volteados: {used})",
        "zh-Hant": "獎牌：{medal}（翻開的小丑：{used}）",
    },
    "regicide.ui.final-reason": {
        "en": "The game ended because {reason}.",
        "fr": "La partie s'est arrêtée car {reason}.",
        "es": "La partida terminó porque {reason}.",
        "zh-Hant": "遊戲結束原因：{reason}。",
    },
    "regicide.ui.final-turns": {
        "en": "Moves played: {turns}",
        "fr": "Coups joués : {turns}",
        "es": "Jugadas: {turns}",
        "zh-Hant": "行動次數：{turns}",
    },
    "regicide.ui.not-over": {
        "en": "The game is not over: {count}/12 enemies defeated so far.",
        "fr": "La partie n'est pas terminée : {count}/12 ennemis vaincus pour l'instant.",
        "es": "La partida no ha terminado: {count}/12 enemigos derrotados por ahora.",
        "zh-Hant": "遊戲尚未結束：目前擊敗 {count}/12 個敵人。",
    },
}

register(UI)


# -- the moves a seat may make, as buttons name them (the web app) ------------------------

ACTIONS = {
    "regicide.act.play-group": {"en": "Play", "fr": "Jouer", "es": "Jugar", "zh-Hant": "出牌"},
    "regicide.act.pay-group": {
        "en": "Pay the damage",
        "fr": "Subir les dégâts",
        "es": "Pagar el daño",
        "zh-Hant": "承受傷害",
    },
    "regicide.act.jester-group": {
        "en": "After the jester",
        "fr": "Après le joker",
        "es": "Tras el bufón",
        "zh-Hant": "小丑之後",
    },
    "regicide.act.other-group": {
        "en": "Other moves",
        "fr": "Autres coups",
        "es": "Otras jugadas",
        "zh-Hant": "其他行動",
    },
    "regicide.act.pay-none": {
        "en": "Discard nothing",
        "fr": "Ne rien défausser",
        "es": "No descartar nada",
        "zh-Hant": "不棄任何牌",
    },
    "regicide.act.yield": {
        "en": "Yield (play nothing)",
        "fr": "Passer (ne rien jouer)",
        "es": "Ceder (no jugar nada)",
        "zh-Hant": "讓過（不出牌）",
    },
    "regicide.act.choose": {
        "en": "{player} plays next",
        "fr": "{player} joue ensuite",
        "es": "{player} juega después",
        "zh-Hant": "由 {player} 接著出牌",
    },
    "regicide.act.signal-yes": {
        "en": "I would like to play",
        "fr": "J'aimerais jouer",
        "es": "Me gustaría jugar",
        "zh-Hant": "我想出牌",
    },
    "regicide.act.signal-no": {
        "en": "I would rather not play",
        "fr": "Je préfère ne pas jouer",
        "es": "Prefiero no jugar",
        "zh-Hant": "我不想出牌",
    },
    "regicide.act.flip-jester": {
        "en": "Flip a jester: discard your hand, draw 8",
        "fr": "Retourner un joker : défausser sa main, piocher 8",
        "es": "Girar un bufón: descartar la mano y robar 8",
        "zh-Hant": "翻開一張小丑：棄掉手牌，抽 8 張",
    },
}
register(ACTIONS)


def log_sentences(
    events: Sequence[Mapping[str, Any]], view: Mapping[str, Any] | None, lang: str, names: Sequence[str]
) -> LogSentences:
    """A move's events, as the reader received them, in sentences; a run of draws is said in one
    sentence per player (a draw everyone saw says so itself: the engine marks it `known`)."""
    said: list[str] = []
    run: list[Mapping[str, Any]] = []
    for event in [*events, {"kind": "end"}]:
        if event.get("kind") == "draw":
            run.append(event)
            continue
        if run:
            said += describe_draws(run, lang, names)
            run = []
        if event.get("kind") not in ("end", "game-over"):
            said.append(describe_event(event, lang, names))
    ended = [describe_event(e, lang, names) for e in events if e.get("kind") == "game-over"]
    return LogSentences(said, ended)


def end_lines(
    result: Mapping[str, Any] | None, view: Mapping[str, Any], lang: str, names: Sequence[str] = ()
) -> list[str]:
    """The result in sentences (won or lost, enemies defeated, medal, why, turns) for an end screen."""
    if result is None:
        return [translate("regicide.ui.not-over", lang, count=view.get("defeated", 0))]
    won = result.get("outcome") == "won"
    lines = [
        translate("regicide.ui.final-won" if won else "regicide.ui.final-lost", lang),
        translate("regicide.ui.final-defeated", lang, count=result.get("enemies_defeated")),
    ]
    if result.get("medal"):
        medal = medal_word(str(result["medal"]), lang)
        lines.append(translate("regicide.ui.final-medal", lang, medal=medal, used=result.get("jesters_used", 0)))
    lines.append(translate("regicide.ui.final-reason", lang, reason=end_reason(str(result.get("end_reason")), lang)))
    lines.append(translate("regicide.ui.final-turns", lang, turns=result.get("turns")))
    return lines


def action_label(action_json: Mapping[str, Any], lang: str, names: Sequence[str]) -> tuple[str, str]:
    """(group, label) for a legal action's button.

    >>> action_label({"type": "play", "cards": ["AC", "6H"]}, "en", ["Ann"])
    ('Play', 'Ace of Clubs + 6 of Hearts')
    """
    kind = action_json["type"]
    if kind == "play":
        return translate("regicide.act.play-group", lang), card_list(action_json["cards"], lang, together=True)
    if kind == "pay":
        cards = action_json["cards"]
        label = card_list(cards, lang) if cards else translate("regicide.act.pay-none", lang)
        return translate("regicide.act.pay-group", lang), label
    if kind == "choose":
        group = translate("regicide.act.jester-group", lang)
        return group, translate("regicide.act.choose", lang, player=_name(names, action_json["seat"]))
    if kind == "signal":
        answer = "yes" if action_json["wants_to_play"] else "no"
        return translate("regicide.act.jester-group", lang), translate(f"regicide.act.signal-{answer}", lang)
    return translate("regicide.act.other-group", lang), translate(f"regicide.act.{kind}", lang)
