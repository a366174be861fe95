"""Regicide's sentences in English, French, Spanish and Traditional Chinese.

Rule ids are message keys, so the sentence an illegal move gets is the rule's own sentence.
"""

from __future__ import annotations

from parlour.engine.i18n import register, translate

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

MEDAL_WORDS: dict[str, dict[str, str]] = {
    "regicide.medal.gold": {"en": "gold", "fr": "or", "es": "oro", "zh-Hant": "金牌"},
    "regicide.medal.silver": {"en": "silver", "fr": "argent", "es": "plata", "zh-Hant": "銀牌"},
    "regicide.medal.bronze": {"en": "bronze", "fr": "bronze", "es": "bronce", "zh-Hant": "銅牌"},
}

register(RULES)
register(MEDAL_WORDS)


def medal_word(medal: str, lang: str = "en") -> str:
    return translate(f"regicide.medal.{medal}", lang)
