"""How players ask about Rent a Hero's catalogue entries, in their own words (retrieval helps).

Data only: `ASKED[entry id][language]` holds short questions or situations a player might type when
that entry is the answer, worded differently from the entry itself (synonyms, slang, table talk).
"""

from __future__ import annotations

ASKED: dict[str, dict[str, tuple[str, ...]]] = {
    # -- setup
    "rentahero.setup.players": {
        "en": (
            "how many people can play rent a hero?",
            "can we play it with just 2 of us, or with 6?",
            "what's the player count",
        ),
        "fr": ("on peut jouer à combien ?", "ça marche à deux ou à six personnes ?", "nombre de joueurs min et max"),
        "es": (
            "¿para cuántas personas es?",
            "¿se puede jugar solo dos o con seis amigos?",
            "cuantos jugadores minimo y maximo",
        ),
        "zh-Hant": ("這個遊戲幾個人可以玩？", "兩個人或六個人能玩嗎", "最少幾人最多幾人"),
    },
    "rentahero.setup.cards": {
        "en": (
            "how many copies of each character are in the box?",
            "what does the number on a hero mean, is it its power level?",
            "how big is the deck",
        ),
        "fr": (
            "il y a combien d'exemplaires de chaque personnage ?",
            "le chiffre sur la carte c'est sa puissance ?",
            "combien de cartes dans le paquet",
        ),
        "es": (
            "¿cuántas copias hay de cada personaje?",
            "el numero de la carta es su poder o que?",
        ),
        "zh-Hant": ("每種角色有幾張？", "卡片上的數字代表什麼，是戰力嗎", "整副牌總共多少張"),
    },
    "rentahero.setup.deck": {
        "en": (
            "can I set up a stacked deck by listing the cards in order?",
            "custom deck order format, what do I need to give",
            "my fixed deck gets rejected, why",
        ),
        "fr": (
            "comment donner un paquet dans un ordre précis ?",
            "mon paquet truqué est refusé, il faut combien de cartes",
            "imposer l'ordre des cartes au départ",
        ),
        "es": (
            "¿cómo fijo el orden de la baraja a mano?",
            "me rechaza el mazo personalizado, que le falta",
            "poner las cartas en un orden concreto para probar",
        ),
        "zh-Hant": ("怎麼自己指定整副牌的順序？", "自訂牌堆被拒絕是為什麼", "想排好牌序來測試要給什麼"),
    },
    "rentahero.setup.bands": {
        "en": (
            "I got two of the same hero at the start, what now?",
            "what goes face up in front of each player at setup",
            "both my starting heroes are witches",
        ),
        "fr": (
            "j'ai deux fois le même héros au début, je fais quoi ?",
            "on pose quoi devant soi en début de partie",
            "mes deux héros de départ sont pareils",
        ),
        "es": (
            "me salieron dos héroes iguales al empezar, ¿qué hago?",
            "que se pone boca arriba delante de cada uno al inicio",
            "empiezo con dos brujas",
        ),
        "zh-Hant": ("開局拿到兩張一樣的英雄怎麼辦？", "一開始每個人面前要放什麼", "起始兩張都是女巫"),
    },
    "rentahero.setup.hands": {
        "en": (
            "how many cards do we start with in hand?",
            "how many cards do I deal to each person",
            "what happens to the leftover cards after dealing",
        ),
        "fr": (
            "on commence avec combien de cartes en main ?",
            "je distribue combien de cartes à chacun",
            "et les cartes qui restent après la distribution ?",
        ),
        "es": (
            "¿con cuántas cartas en la mano se empieza?",
            "cuantas cartas reparto a cada uno",
            "que pasa con las cartas que sobran",
        ),
        "zh-Hant": ("開始時手上有幾張牌？", "每人發幾張", "發完剩下的牌放哪裡"),
    },
    "rentahero.setup.first-player": {
        "en": ("who goes first?", "how do we decide the starting player", "who starts the game"),
        "fr": ("qui commence ?", "comment on choisit le premier joueur", "qui joue en premier"),
        "es": ("¿quién empieza?", "como se decide quien juega primero", "quien sale primero"),
        "zh-Hant": ("誰先開始？", "第一個玩家怎麼決定", "誰先手"),
    },
    "rentahero.turn.out-of-turn": {
        "en": (
            "why can't I do anything right now?",
            "it says I can't act, whose turn is it",
            "tried to move but it's blocked",
        ),
        "fr": ("pourquoi je ne peux rien faire là ?", "c'est pas mon tour ?", "le jeu refuse mon action"),
        "es": ("¿por qué no puedo hacer nada ahora?", "no es mi turno?", "el juego no me deja jugar"),
        "zh-Hant": ("為什麼我現在不能動？", "現在輪到誰", "我按了沒反應"),
    },
    "rentahero.end.game-over": {
        "en": ("can we keep playing after it ended?", "why are no moves allowed anymore", "is the match finished"),
        "fr": ("on peut continuer après la fin ?", "pourquoi plus aucun coup n'est possible", "la partie est finie ?"),
        "es": ("¿se puede seguir jugando después del final?", "por que ya no hay jugadas", "ya termino el juego?"),
        "zh-Hant": ("結束後還能繼續玩嗎？", "為什麼不能再行動了", "這局結束了嗎"),
    },
    "rentahero.turn.reveal": {
        "en": (
            "what do I do at the start of my turn?",
            "why flip the top card of the deck, what is it for",
            "first step of a turn",
        ),
        "fr": (
            "je fais quoi au début de mon tour ?",
            "à quoi sert la carte qu'on retourne en début de tour",
            "première étape du tour",
        ),
        "es": (
            "¿qué hago al empezar mi turno?",
            "para que sirve la carta que se voltea del mazo",
            "primer paso del turno",
        ),
        "zh-Hant": ("我的回合一開始要做什麼？", "翻開牌庫頂的牌有什麼用", "回合第一步"),
    },
    "rentahero.turn.send-first": {
        "en": (
            "can I do something else before passing a card out?",
            "what's the first thing the current player must do",
            "do I have to send a hero before anything else",
        ),
        "fr": (
            "je peux faire autre chose avant d'envoyer une carte ?",
            "le joueur actif doit d'abord faire quoi",
            "faut envoyer un héros avant tout ?",
        ),
        "es": (
            "¿puedo hacer otra cosa antes de mandar una carta?",
            "que tiene que hacer primero el que juega",
            "hay que mandar un heroe antes de nada?",
        ),
        "zh-Hant": ("傳牌之前可以先做別的事嗎？", "輪到我時第一件事要做什麼", "一定要先送出英雄嗎"),
    },
    "rentahero.turn.next": {
        "en": ("when does my turn end?", "who plays next after the hero gets taken", "do I draw at the end of my turn"),
        "fr": (
            "quand mon tour se termine ?",
            "qui joue après une fois le héros pris",
            "je pioche à la fin de mon tour ?",
        ),
        "es": (
            "¿cuándo termina mi turno?",
            "quien juega despues de que alguien se queda el heroe",
            "robo carta al final del turno?",
        ),
        "zh-Hant": ("我的回合什麼時候結束？", "英雄被收走之後換誰", "回合結束要抽牌嗎"),
    },
    "rentahero.send.requirement": {
        "en": (
            "can I send any card I want?",
            "the flipped card says 5 or more and I only have low numbers",
            "which of my cards am I allowed to pass",
        ),
        "fr": (
            "je peux envoyer n'importe quelle carte ?",
            "la carte retournée demande 5 ou plus, j'ai que des petits",
            "quelles cartes j'ai le droit d'envoyer",
        ),
        "es": (
            "¿puedo mandar cualquier carta?",
            "la carta pide 5 o mas y solo tengo numeros bajos",
            "que cartas puedo enviar",
        ),
        "zh-Hant": ("可以隨便傳任何一張牌嗎？", "翻出來要五以上，我只有小的", "哪些手牌可以傳出去"),
    },
    "rentahero.send.not-in-hand": {
        "en": ("it won't let me send that hero", "tried to send a card I don't hold", "why is that card not sendable"),
        "fr": (
            "il refuse que j'envoie ce héros",
            "j'ai voulu envoyer une carte que j'ai pas",
            "pourquoi je peux pas envoyer cette carte",
        ),
        "es": (
            "no me deja mandar ese heroe",
            "intente mandar una carta que no tengo",
            "por que no puedo enviar esa carta",
        ),
        "zh-Hant": ("它不讓我傳那個英雄", "我想傳一張我沒有的牌", "為什麼那張牌傳不出去"),
    },
    "rentahero.send.from-deck": {
        "en": (
            "none of my cards match, what do I send?",
            "can I send from the deck even if I have a valid card?",
            "no card fits the requirement",
        ),
        "fr": (
            "aucune de mes cartes ne convient, j'envoie quoi ?",
            "je peux envoyer la carte de la pioche même si j'ai une bonne carte ?",
            "rien dans ma main ne colle",
        ),
        "es": (
            "ninguna carta mia cumple, ¿qué mando?",
            "puedo mandar la del mazo aunque tenga una que vale?",
            "no tengo nada que sirva",
        ),
        "zh-Hant": ("我沒有符合的牌要傳什麼？", "有符合的牌還能改傳牌庫頂的嗎", "手牌都不合要求"),
    },
    "rentahero.send.discard": {
        "en": (
            "I sent the top card of the deck, do I lose a card too?",
            "is there a penalty for sending from the pile",
            "can I peek at the deck card I send",
        ),
        "fr": (
            "j'ai envoyé la carte de la pioche, je perds une carte aussi ?",
            "il y a une pénalité quand on envoie depuis la pioche",
            "je peux regarder la carte de la pioche que j'envoie",
        ),
        "es": (
            "mandé la carta del mazo, ¿tengo que tirar una también?",
            "hay castigo por mandar desde el mazo",
            "puedo mirar la carta del mazo que mando",
        ),
        "zh-Hant": ("傳了牌庫頂的牌，還要丟手牌嗎？", "從牌庫傳有什麼代價", "可以偷看我傳出去的牌庫頂牌嗎"),
    },
    "rentahero.send.discard-first": {
        "en": (
            "why does it want me to throw away a card now",
            "game is asking me to drop a card from my hand",
            "I can't continue, it says discard",
        ),
        "fr": (
            "pourquoi il me demande de jeter une carte",
            "le jeu veut que je lâche une carte de ma main",
            "bloqué, il dit de défausser",
        ),
        "es": (
            "por que me pide tirar una carta ahora",
            "el juego quiere que suelte una carta de la mano",
            "no puedo seguir, dice descartar",
        ),
        "zh-Hant": ("為什麼現在要我丟一張牌", "遊戲叫我棄一張手牌", "卡住了說要先棄牌"),
    },
    "rentahero.send.discard-not-in-hand": {
        "en": (
            "can't throw that card away, why",
            "it rejected the card I chose to discard",
            "I picked a card to dump but it's not allowed",
        ),
        "fr": (
            "je peux pas jeter cette carte, pourquoi",
            "il refuse la carte que je veux défausser",
            "j'ai choisi une carte à virer mais ça marche pas",
        ),
        "es": (
            "no puedo tirar esa carta, por que",
            "rechaza la carta que elegi para descartar",
            "elegi una carta para botar y no deja",
        ),
        "zh-Hant": ("為什麼那張不能丟", "我選要棄的牌被拒絕", "想棄的牌不在手上？"),
    },
    "rentahero.send.no-discard": {
        "en": (
            "can I just discard a card whenever I want?",
            "I want to get rid of a bad card from my hand",
            "when am I allowed to throw a card away",
        ),
        "fr": (
            "je peux défausser une carte quand je veux ?",
            "je veux me débarrasser d'une carte nulle",
            "quand est-ce qu'on a le droit de jeter une carte",
        ),
        "es": (
            "¿puedo descartar una carta cuando quiera?",
            "quiero deshacerme de una carta mala",
            "cuando se puede tirar una carta",
        ),
        "zh-Hant": ("可以隨時丟掉一張牌嗎？", "想把爛牌丟掉", "什麼時候才能棄牌"),
    },
    "rentahero.send.once": {
        "en": (
            "can I send a second hero this turn?",
            "I already passed one out, can I send another",
            "two wandering cards in one turn?",
        ),
        "fr": (
            "je peux envoyer un deuxième héros ce tour ?",
            "j'en ai déjà envoyé un, je peux en remettre un",
            "deux vagabonds dans le même tour ?",
        ),
        "es": (
            "¿puedo mandar otro héroe este turno?",
            "ya mande uno, puedo mandar otro",
            "dos cartas vagabundas en un turno?",
        ),
        "zh-Hant": ("這回合可以再傳一個英雄嗎？", "已經傳過一張還能再傳嗎", "一回合兩張流浪牌？"),
    },
    "rentahero.send.impossible": {
        "en": (
            "no valid card and the deck is empty, what happens?",
            "nothing to send and nothing to draw",
            "can a turn pass without sending anything",
        ),
        "fr": (
            "pas de carte valide et pioche vide, il se passe quoi ?",
            "rien à envoyer et plus rien à piocher",
            "un tour peut passer sans rien envoyer ?",
        ),
        "es": (
            "no tengo carta valida y no queda mazo, ¿qué pasa?",
            "nada que mandar y nada que robar",
            "se puede pasar el turno sin mandar nada",
        ),
        "zh-Hant": ("沒有合格的牌牌庫也空了怎麼辦？", "沒牌可傳也沒牌可抽", "回合可以什麼都不傳就結束嗎"),
    },
    # -- recruiting and passing
    "rentahero.hold.recruit": {
        "en": (
            "how do I keep the hero that's been sent to me?",
            "I want to take the card in front of me, how",
            "how do you add someone to your team",
        ),
        "fr": (
            "comment je garde le héros qu'on m'a envoyé ?",
            "je veux prendre la carte devant moi",
            "comment on ajoute un héros à son équipe",
        ),
        "es": (
            "¿cómo me quedo con el héroe que me mandaron?",
            "quiero coger la carta que tengo delante",
            "como agrego un heroe a mi equipo",
        ),
        "zh-Hant": ("怎麼收下傳給我的英雄？", "我想要面前那張牌", "怎麼把英雄加進自己隊伍"),
    },
    "rentahero.pass.left": {
        "en": (
            "I don't want this hero, what do I do?",
            "which way do cards get passed, left or right?",
            "do I flip it when I pass it on",
        ),
        "fr": (
            "je veux pas de ce héros, je fais quoi ?",
            "on passe la carte à gauche ou à droite ?",
            "je la retourne quand je la passe ?",
        ),
        "es": (
            "no quiero este héroe, ¿qué hago?",
            "se pasa a la izquierda o a la derecha",
            "la volteo cuando la paso?",
        ),
        "zh-Hant": ("我不想要這個英雄怎麼辦？", "牌要往左傳還是往右傳", "傳下去的時候要翻開嗎"),
    },
    "rentahero.recruit.forced": {
        "en": (
            "everyone passed and it came back to me",
            "nobody took the hero, now what?",
            "can the active player refuse the card after it went all the way around",
        ),
        "fr": (
            "tout le monde a passé et ça revient à moi",
            "personne n'a pris le héros, et maintenant ?",
            "le joueur actif peut refuser quand ça a fait le tour ?",
        ),
        "es": (
            "todos pasaron y volvio a mi",
            "nadie se quedo el heroe, ¿y ahora?",
            "el jugador activo puede rechazarlo si dio la vuelta",
        ),
        "zh-Hant": ("大家都不要，牌回到我這裡", "沒人收英雄怎麼辦", "繞一圈回來我可以拒絕嗎"),
    },
    "rentahero.recruit.duplicate": {
        "en": (
            "I recruited a hero I already had, what happens?",
            "took a second wizard",
            "do I keep both if I get the same card twice",
        ),
        "fr": (
            "j'ai recruté un héros que j'avais déjà, ça fait quoi ?",
            "j'ai pris un deuxième magicien",
            "je garde les deux si j'ai deux fois la même ?",
        ),
        "es": (
            "recluté un héroe que ya tenía, ¿qué pasa?",
            "me quede un segundo mago",
            "me quedo los dos si saco la misma carta dos veces",
        ),
        "zh-Hant": ("招到已經有的英雄會怎樣？", "我又拿到一個法師", "同樣的牌拿兩張可以都留嗎"),
    },
    "rentahero.recruit.threatened": {
        "en": (
            "I'm about to lose my sergeant to a double, can I still use it?",
            "last chance to use a hero before it dies",
            "use the power of the card I'm going to lose",
        ),
        "fr": (
            "je vais perdre mon sergent en doublon, je peux encore l'utiliser ?",
            "dernière chance d'utiliser un héros avant qu'il parte",
            "utiliser le pouvoir de la carte que je vais perdre",
        ),
        "es": (
            "voy a perder mi sargento por repetido, ¿puedo usarlo antes?",
            "ultima oportunidad de usar un heroe antes de perderlo",
            "usar el poder de la carta que voy a perder",
        ),
        "zh-Hant": ("我的警衛因重複要被淘汰，還能先用嗎？", "英雄被消滅前最後能用一次嗎", "快失去的牌能先發動能力嗎"),
    },
    "rentahero.recruit.settled": {
        "en": (
            "I said I take the duplicate but the game ended, do I still lose them?",
            "game ends right after I recruit a double, does it count",
            "can I back out after saying recruit on a duplicate",
        ),
        "fr": (
            "j'ai dit que je prends le doublon mais la partie finit, je les perds quand même ?",
            "la partie finit juste après mon doublon, ça compte ?",
            "je peux revenir sur mon recrutement d'un doublon ?",
        ),
        "es": (
            "dije que me quedo el repetido pero se acabo la partida, ¿los pierdo igual?",
            "el juego termina justo despues de un repetido, cuenta?",
            "puedo echarme atras despues de reclutar un repetido",
        ),
        "zh-Hant": (
            "我說要招募重複的英雄但遊戲結束了，還會被淘汰嗎？",
            "招了重複英雄後遊戲立刻結束還算嗎",
            "喊了招募還能反悔嗎",
        ),
    },
    # -- hints
    "rentahero.hint.self": {
        "en": (
            "can the active player ask questions about the card?",
            "as the current player can I ask for a clue",
            "on my own turn can I ask someone",
        ),
        "fr": (
            "le joueur actif peut poser des questions ?",
            "pendant mon tour je peux demander un indice ?",
            "c'est qui qui répond aux questions",
        ),
        "es": (
            "¿el jugador activo puede preguntar por la carta?",
            "en mi turno puedo pedir pista",
            "quien contesta las preguntas",
        ),
        "zh-Hant": ("輪到的玩家可以問問題嗎？", "我自己的回合能要提示嗎", "誰負責回答提問"),
    },
    "rentahero.hint.last-card": {
        "en": (
            "I only have one card left, can I use it to ask?",
            "can I ask a question with my final card",
            "down to 1 card, can I still get a clue",
        ),
        "fr": (
            "il me reste une seule carte, je peux demander un indice ?",
            "je peux poser une question avec ma dernière carte",
            "plus qu'une carte en main, je peux questionner ?",
        ),
        "es": (
            "me queda una carta, ¿puedo preguntar con ella?",
            "puedo usar mi ultima carta para una pista",
            "con una sola carta puedo preguntar",
        ),
        "zh-Hant": ("只剩一張牌還能問嗎？", "最後一張手牌可以拿來問嗎", "手上一張牌能要提示嗎"),
    },
    "rentahero.hint.not-in-hand": {
        "en": (
            "it won't accept the card I want to ask with",
            "asking with a card I don't have",
            "why can't I use that card for a clue",
        ),
        "fr": (
            "il refuse la carte que je donne pour demander",
            "demander avec une carte que j'ai pas",
            "pourquoi je peux pas utiliser cette carte pour un indice",
        ),
        "es": (
            "no acepta la carta con la que quiero preguntar",
            "preguntar con una carta que no tengo",
            "por que no puedo usar esa carta para pista",
        ),
        "zh-Hant": ("我要拿來問的牌被拒絕", "用一張我沒有的牌去問", "為什麼不能用那張牌問"),
    },
    "rentahero.hint.limit": {
        "en": (
            "how many times can I ask about the same hero?",
            "is there a max number of questions per card",
            "can I keep asking over and over",
        ),
        "fr": (
            "combien de fois je peux demander sur le même héros ?",
            "il y a une limite de questions par carte ?",
            "je peux demander encore et encore ?",
        ),
        "es": (
            "¿cuántas veces puedo preguntar por el mismo héroe?",
            "hay limite de preguntas por carta",
            "puedo preguntar una y otra vez",
        ),
        "zh-Hant": ("同一張英雄可以問幾次？", "每張牌問問題有次數上限嗎", "可以一直問嗎"),
    },
    "rentahero.hint.answer": {
        "en": (
            "can the active player lie when answering a hint?",
            "what does the answer to a question tell me",
            "does he have to say the truth",
        ),
        "fr": (
            "le joueur actif peut mentir quand il répond ?",
            "la réponse à une question me dit quoi",
            "il doit dire la vérité ?",
        ),
        "es": (
            "¿el jugador activo puede mentir al responder?",
            "que me dice la respuesta de la pista",
            "tiene que decir la verdad?",
        ),
        "zh-Hant": ("回答提問可以說謊嗎？", "回答代表什麼意思", "他一定要說真話嗎"),
    },
    "rentahero.hint.face-down": {
        "en": (
            "does everyone see the card I gave for a question?",
            "what happens to the card I hand over to ask",
            "is my question card shown to the table",
        ),
        "fr": (
            "tout le monde voit la carte que j'ai donnée pour la question ?",
            "elle devient quoi la carte que je donne",
            "ma carte de question est montrée ?",
        ),
        "es": (
            "¿todos ven la carta que di para preguntar?",
            "que pasa con la carta que entrego para preguntar",
            "se enseña mi carta de pregunta",
        ),
        "zh-Hant": ("我拿來問的牌大家都看得到嗎？", "交出去問的那張牌會怎樣", "問問題的牌要公開嗎"),
    },
    # -- powers
    "rentahero.power.in-band": {
        "en": (
            "can I use the ability of a card in my hand?",
            "do hand cards have abilities",
            "my hand has a witch, can I use her",
        ),
        "fr": (
            "je peux utiliser la capacité d'une carte de ma main ?",
            "les cartes en main ont un pouvoir ?",
            "j'ai une sorcière en main, je peux m'en servir ?",
        ),
        "es": (
            "¿puedo usar la habilidad de una carta de mi mano?",
            "las cartas de la mano tienen poder?",
            "tengo una bruja en la mano, la puedo usar",
        ),
        "zh-Hant": ("手牌的能力可以用嗎？", "手上的牌有技能嗎", "我手上有女巫可以發動嗎"),
    },
    "rentahero.power.used": {
        "en": (
            "can I use the same ability twice?",
            "my hero is already turned sideways, can I use it again",
            "how often can each ability be used",
        ),
        "fr": (
            "je peux utiliser la même capacité deux fois ?",
            "mon héros est déjà tourné, je peux le réutiliser ?",
            "chaque pouvoir c'est combien de fois",
        ),
        "es": (
            "¿puedo usar la misma habilidad dos veces?",
            "mi heroe ya esta girado, puedo usarlo otra vez",
            "cuantas veces se usa cada poder",
        ),
        "zh-Hant": ("同一個能力可以用兩次嗎？", "英雄已經橫放了還能再用嗎", "每個能力能用幾次"),
    },
    "rentahero.power.arguments": {
        "en": (
            "which powers need me to pick a player?",
            "do I choose a target for the wizard",
            "which abilities need a target",
        ),
        "fr": (
            "quels pouvoirs demandent de choisir un joueur ?",
            "je dois viser quelqu'un avec le magicien ?",
            "quelles capacités ont une cible",
        ),
        "es": (
            "¿qué poderes necesitan elegir un jugador?",
            "tengo que elegir objetivo con el mago?",
            "que habilidades llevan objetivo",
        ),
        "zh-Hant": ("哪些能力要選一個玩家？", "法師要指定目標嗎", "哪些技能需要指定對象"),
    },
    "rentahero.power.sideways": {
        "en": (
            "my power got cancelled, is my card still spent?",
            "if a chicken blocks me do I get my ability back",
            "cancelled power still counts as used?",
        ),
        "fr": (
            "mon pouvoir a été annulé, ma carte est quand même usée ?",
            "si un poulet me bloque je récupère mon pouvoir ?",
            "pouvoir annulé compte comme utilisé ?",
        ),
        "es": (
            "me anularon el poder, ¿mi carta queda gastada igual?",
            "si un pollo me bloquea recupero la habilidad?",
            "poder anulado cuenta como usado?",
        ),
        "zh-Hant": ("能力被取消了，牌還算用過嗎？", "被雞擋掉能力會還我嗎", "被取消也要橫置嗎"),
    },
    "rentahero.power.fresh": {
        "en": (
            "I lost my used knight and got a new one, can I use it?",
            "does a newly recruited hero come ready to use",
            "new copy of a hero I had used before, is it fresh",
        ),
        "fr": (
            "j'ai perdu mon chevalier utilisé et j'en reprends un, il est utilisable ?",
            "un héros recruté arrive prêt à servir ?",
            "nouvel exemplaire d'un héros déjà utilisé, il est neuf ?",
        ),
        "es": (
            "perdí mi caballero usado y recluté otro, ¿lo puedo usar?",
            "un heroe nuevo llega listo para usar?",
            "nueva copia de un heroe que ya use, esta fresca",
        ),
        "zh-Hant": (
            "用過的黑騎士被淘汰後又招到一張，能用嗎？",
            "新招的英雄能力可以直接用嗎",
            "之前用過的英雄再招一次算新的嗎",
        ),
    },
    "rentahero.power.no-wandering": {
        "en": (
            "why can't I use the sergeant right now",
            "tried to burn the card but there's nothing to burn",
            "used dog trainer before any card was sent",
        ),
        "fr": (
            "pourquoi je peux pas utiliser le sergent maintenant",
            "j'ai voulu brûler la carte mais y'a rien",
            "dresseur utilisé avant qu'une carte soit envoyée",
        ),
        "es": (
            "por qué no puedo usar el sargento ahora",
            "quise quemar la carta pero no hay nada",
            "use el entrenador antes de que se mandara carta",
        ),
        "zh-Hant": ("為什麼現在不能用警衛", "想燒牌但是沒有牌可以燒", "還沒傳牌就用訓狗師"),
    },
    "rentahero.power.declared": {
        "en": (
            "someone said I recruit, can I still burn it with the pyromaniac?",
            "too late to use a power once a player takes the card?",
            "can I peek at a hero after it's claimed",
        ),
        "fr": (
            "quelqu'un a dit je recrute, je peux encore le brûler ?",
            "trop tard pour un pouvoir quand un joueur prend la carte ?",
            "je peux regarder le héros après qu'il soit pris ?",
        ),
        "es": (
            "alguien dijo recluto, ¿todavía puedo quemarlo con el pirómano?",
            "es tarde para un poder cuando alguien coge la carta?",
            "puedo mirar el heroe despues de que lo reclamen",
        ),
        "zh-Hant": ("有人喊了招募，還能用縱火狂燒掉嗎？", "有人收牌之後還能發動能力嗎", "被宣告招募的牌還能偷看嗎"),
    },
    "rentahero.chicken.response-only": {
        "en": (
            "can I play the chicken whenever I want?",
            "when can I use the angry chicken",
            "chicken with nothing to cancel",
        ),
        "fr": (
            "je peux jouer le poulet quand je veux ?",
            "quand est-ce qu'on utilise le poulet en colère",
            "poulet sans rien à annuler",
        ),
        "es": ("¿puedo usar el pollo cuando quiera?", "cuando se usa el pollo enojado", "pollo sin nada que anular"),
        "zh-Hant": ("憤怒雞可以隨時用嗎？", "什麼時候能出雞", "沒東西可以取消時能用雞嗎"),
    },
    "rentahero.chicken.cancel": {
        "en": (
            "what does the angry chicken do?",
            "can a chicken block another chicken",
            "how do I stop someone's ability",
        ),
        "fr": (
            "il fait quoi le poulet en colère ?",
            "un poulet peut contrer un autre poulet ?",
            "comment bloquer le pouvoir de quelqu'un",
        ),
        "es": (
            "¿qué hace el pollo enojado?",
            "un pollo puede bloquear a otro pollo?",
            "como paro la habilidad de otro",
        ),
        "zh-Hant": ("憤怒雞的能力是什麼？", "雞可以擋另一隻雞嗎", "怎麼阻止別人的技能"),
    },
    "rentahero.pyromaniac.discard": {
        "en": (
            "what does the pyromaniac do?",
            "can a chicken save a card from being burned",
            "burn the card going around",
        ),
        "fr": ("il fait quoi le pyromane ?", "un poulet peut sauver une carte brûlée ?", "brûler la carte qui circule"),
        "es": (
            "¿qué hace el pirómano?",
            "un pollo puede salvar una carta quemada?",
            "quemar la carta que esta circulando",
        ),
        "zh-Hant": ("縱火狂的能力是什麼？", "雞能救回被燒掉的牌嗎", "把傳來傳去的那張牌燒掉"),
    },
    "rentahero.witch.refresh": {
        "en": ("what does the witch do?", "how do I get a used ability back", "untap a hero"),
        "fr": (
            "elle fait quoi la sorcière ?",
            "comment récupérer un pouvoir déjà utilisé",
            "redresser un héros tourné",
        ),
        "es": ("¿qué hace la bruja?", "como recupero una habilidad gastada", "volver a enderezar un heroe"),
        "zh-Hant": ("女巫的能力是什麼？", "用過的能力怎麼拿回來", "把橫著的英雄轉回來"),
    },
    "rentahero.witch.not-itself": {
        "en": ("can the witch refresh her own ability?", "use witch on the witch", "can I untap my witch with herself"),
        "fr": (
            "la sorcière peut se redresser elle-même ?",
            "sorcière sur la sorcière",
            "je peux recharger ma sorcière avec elle-même",
        ),
        "es": (
            "¿la bruja puede refrescarse sola?",
            "usar la bruja en la bruja",
            "puedo recargar mi bruja con ella misma",
        ),
        "zh-Hant": (
            "女巫可以重置自己嗎？",
            "女巫對女巫用",
        ),
    },
    "rentahero.witch.answer": {
        "en": (
            "my chicken is used but someone just used a power, can my witch help?",
            "refresh my chicken in time to cancel",
            "witch then chicken combo to block",
        ),
        "fr": (
            "mon poulet est utilisé mais quelqu'un vient de jouer un pouvoir, ma sorcière peut aider ?",
            "redresser mon poulet à temps pour annuler",
            "combo sorcière puis poulet pour contrer",
        ),
        "es": (
            "mi pollo está usado y alguien acaba de usar un poder, ¿la bruja me ayuda?",
            "refrescar mi pollo a tiempo para anular",
            "combo bruja y pollo para bloquear",
        ),
        "zh-Hant": ("我的雞用過了但有人剛發動能力，女巫能幫忙嗎？", "及時重置雞來取消", "女巫加雞的連招"),
    },
    "rentahero.witch.used-only": {
        "en": (
            "can the witch target a hero that hasn't been used?",
            "witch on an upright card",
            "nothing to refresh, can I still use the witch",
        ),
        "fr": (
            "la sorcière peut viser un héros pas encore utilisé ?",
            "sorcière sur une carte encore droite",
            "rien à redresser, je peux jouer la sorcière ?",
        ),
        "es": (
            "¿la bruja puede elegir un héroe que no se usó?",
            "bruja sobre una carta sin girar",
            "nada que refrescar, puedo usar la bruja igual",
        ),
        "zh-Hant": ("女巫可以選還沒用過的英雄嗎？", "對沒橫置的牌用女巫", "沒東西可以重置還能用女巫嗎"),
    },
    "rentahero.dog.muzzle": {
        "en": (
            "what does the dog trainer do?",
            "how do I stop a player from taking the card",
            "block someone from recruiting",
        ),
        "fr": (
            "il fait quoi le dresseur de chiens ?",
            "comment empêcher un joueur de prendre la carte",
            "bloquer quelqu'un pour qu'il recrute pas",
        ),
        "es": (
            "¿qué hace el entrenador de perros?",
            "como impido que alguien se quede la carta",
            "bloquear a alguien para que no reclute",
        ),
        "zh-Hant": ("訓狗師的能力是什麼？", "怎麼阻止別人收牌", "讓某人不能招募"),
    },
    "rentahero.dog.muzzled": {
        "en": (
            "why can't I recruit this card?",
            "someone set the dog on me, can I still take it",
            "I'm muzzled, what are my options",
        ),
        "fr": (
            "pourquoi je peux pas recruter cette carte ?",
            "on m'a mis le chien dessus, je peux quand même la prendre ?",
            "je suis muselé, je peux faire quoi",
        ),
        "es": (
            "¿por qué no puedo reclutar esta carta?",
            "me echaron el perro, puedo quedarmela igual",
            "estoy bloqueado, que puedo hacer",
        ),
        "zh-Hant": ("為什麼我不能招募這張牌？", "被訓狗師指定了還能拿嗎", "被狗擋住我能做什麼"),
    },
    "rentahero.dog.active-discard": {
        "en": (
            "the card came back to the active player but he's muzzled",
            "dog trainer on the active player, what happens when it returns",
            "forced recruit but he's blocked by the dog",
        ),
        "fr": (
            "la carte revient au joueur actif mais il est bloqué par le chien",
            "dresseur sur le joueur actif, il se passe quoi au retour",
            "recrutement forcé mais il est muselé",
        ),
        "es": (
            "la carta volvió al jugador activo pero tiene el perro encima",
            "entrenador sobre el jugador activo, que pasa cuando vuelve",
            "reclutamiento obligado pero esta bloqueado",
        ),
        "zh-Hant": ("牌回到啟動玩家但他被狗擋住", "對啟動玩家用訓狗師，牌回來會怎樣", "必須招募但被訓狗師限制"),
    },
    "rentahero.dog.target-self": {
        "en": (
            "can I use the dog trainer on myself?",
            "muzzle myself so I don't have to take it",
            "target yourself with the dog",
        ),
        "fr": (
            "je peux utiliser le dresseur sur moi ?",
            "me bloquer moi-même pour pas devoir la prendre",
            "se viser soi-même avec le chien",
        ),
        "es": (
            "¿puedo usar el entrenador conmigo?",
            "bloquearme a mi mismo para no tener que cogerla",
            "apuntarme a mi con el perro",
        ),
        "zh-Hant": ("訓狗師可以對自己用嗎？", "擋自己就不用收牌", "指定自己"),
    },
    "rentahero.dog.no-seat": {
        "en": (
            "picked player 6 for the dog, error",
            "dog trainer target doesn't exist",
            "invalid player number for the dog",
        ),
        "fr": (
            "j'ai choisi le joueur 6 pour le chien, erreur",
            "la cible du dresseur n'existe pas",
            "numéro de joueur invalide pour le chien",
        ),
        "es": (
            "elegí al jugador 6 para el perro y da error",
            "el objetivo del entrenador no existe",
            "numero de jugador invalido",
        ),
        "zh-Hant": ("訓狗師指定第六位玩家出錯", "指定的玩家不存在", "玩家編號無效"),
    },
    "rentahero.dog.already-muzzled": {
        "en": (
            "can two dog trainers hit the same player?",
            "use the dog on someone already blocked",
            "dog trainer twice on one person",
        ),
        "fr": (
            "deux dresseurs sur le même joueur ?",
            "mettre le chien sur quelqu'un déjà bloqué",
            "dresseur deux fois sur la même personne",
        ),
        "es": (
            "¿dos entrenadores sobre el mismo jugador?",
            "usar el perro en alguien ya bloqueado",
            "entrenador dos veces a la misma persona",
        ),
        "zh-Hant": ("兩個訓狗師可以指定同一人嗎？", "對已經被擋的人再用訓狗師", "同一個人被狗兩次"),
    },
    "rentahero.sergeant.look": {
        "en": ("what does the sergeant do?", "how can I see the face-down card", "peek at the hero going around"),
        "fr": ("il fait quoi le sergent ?", "comment voir la carte face cachée", "jeter un œil au héros qui circule"),
        "es": ("¿qué hace el sargento?", "como veo la carta boca abajo", "mirar el heroe que esta circulando"),
        "zh-Hant": ("警衛的能力是什麼？", "怎麼看蓋著的那張牌", "偷看傳來傳去的英雄"),
    },
    "rentahero.sergeant.announce": {
        "en": (
            "after peeking can I lie about what it is?",
            "do I have to tell people what I saw",
            "can I bluff after using the sergeant",
        ),
        "fr": (
            "après avoir regardé je peux mentir ?",
            "je dois dire aux autres ce que j'ai vu ?",
            "je peux bluffer après le sergent ?",
        ),
        "es": (
            "después de mirar ¿puedo mentir sobre lo que es?",
            "tengo que decir lo que vi",
            "puedo farolear despues del sargento",
        ),
        "zh-Hant": ("偷看之後可以騙人嗎？", "看到什麼一定要說嗎", "用完警衛可以唬人嗎"),
    },
    "rentahero.sergeant.announce-first": {
        "en": (
            "game waiting for me to say what my sergeant saw",
            "stuck after looking at the card",
            "why must I announce before moving on",
        ),
        "fr": (
            "le jeu attend que je dise ce que mon sergent a vu",
            "bloqué après avoir regardé la carte",
            "pourquoi je dois annoncer avant de continuer",
        ),
        "es": (
            "el juego espera que diga lo que vio mi sargento",
            "atascado despues de mirar la carta",
            "por que tengo que anunciar antes de seguir",
        ),
        "zh-Hant": ("遊戲在等我說警衛看到什麼", "看完牌之後卡住了", "為什麼要先宣告才能繼續"),
    },
    "rentahero.sergeant.nothing": {
        "en": ("tried to announce but nobody looked", "announce without having used the sergeant", "no peek to report"),
        "fr": (
            "j'ai voulu annoncer mais personne n'a regardé",
            "annoncer sans avoir utilisé le sergent",
            "rien à déclarer",
        ),
        "es": ("quise anunciar pero nadie miró", "anunciar sin haber usado el sargento", "no hay nada que anunciar"),
        "zh-Hant": ("想宣告但沒人偷看過", "沒用警衛就宣告", "沒有可以宣告的"),
    },
    "rentahero.knight.ignore": {
        "en": (
            "what does the black knight do?",
            "how do I send a card that doesn't meet the number",
            "skip the strength requirement",
        ),
        "fr": (
            "il fait quoi le chevalier noir ?",
            "comment envoyer une carte qui respecte pas le chiffre",
            "ignorer la force demandée",
        ),
        "es": (
            "¿qué hace el caballero negro?",
            "como mando una carta que no cumple el numero",
            "saltarse la fuerza requerida",
        ),
        "zh-Hant": ("黑騎士的能力是什麼？", "怎麼傳不符合數字的牌", "無視強度要求"),
    },
    "rentahero.knight.before-send": {
        "en": (
            "can I use the knight after the card is already passed?",
            "too late for black knight?",
            "knight once the hero is out",
        ),
        "fr": (
            "je peux utiliser le chevalier une fois la carte envoyée ?",
            "trop tard pour le chevalier noir ?",
            "chevalier après l'envoi",
        ),
        "es": (
            "¿puedo usar el caballero después de mandar la carta?",
            "es tarde para el caballero negro?",
            "caballero cuando el heroe ya salio",
        ),
        "zh-Hant": ("牌已經傳出去還能用黑騎士嗎？", "黑騎士來不及了嗎", "傳牌後用騎士"),
    },
    "rentahero.knight.already": {
        "en": (
            "can I stack two black knights in one turn?",
            "second knight on the same turn",
            "knight already used this turn, use another?",
        ),
        "fr": (
            "deux chevaliers noirs dans le même tour ?",
            "deuxième chevalier sur le même tour",
            "chevalier déjà joué ce tour, un autre ?",
        ),
        "es": (
            "¿puedo usar dos caballeros negros en un turno?",
            "segundo caballero en el mismo turno",
            "ya se uso caballero este turno, otro?",
        ),
        "zh-Hant": ("一回合可以用兩個黑騎士嗎？", "同回合第二個騎士", "這回合已經用過黑騎士再用一個"),
    },
    "rentahero.wizard.draw": {
        "en": ("what does the wizard do?", "how many cards does the wizard give me", "is there a max hand size"),
        "fr": (
            "il fait quoi le magicien ?",
            "le magicien fait piocher combien",
            "il y a une limite de cartes en main ?",
        ),
        "es": ("¿qué hace el mago?", "cuantas cartas me da el mago", "hay limite de cartas en la mano"),
        "zh-Hant": ("法師的能力是什麼？", "法師可以抽幾張", "手牌有上限嗎"),
    },
    "rentahero.wizard.empty-deck": {
        "en": (
            "can I use the wizard when there are no cards left to draw?",
            "wizard with empty pile",
            "no cards in the deck for the wizard",
        ),
        "fr": (
            "je peux utiliser le magicien si la pioche est vide ?",
            "magicien sans cartes à piocher",
            "plus de cartes pour le magicien",
        ),
        "es": ("¿puedo usar el mago si no quedan cartas?", "mago con el mazo vacio", "no hay cartas para el mago"),
        "zh-Hant": ("牌庫沒牌還能用法師嗎？", "牌堆空了用法師", "法師沒牌可抽"),
    },
    # -- reaction windows
    "rentahero.window.pending": {
        "en": (
            "when do I get a chance to use my abilities?",
            "why does the game stop and ask everyone after each move",
            "can I use a power on someone else's turn",
        ),
        "fr": (
            "quand est-ce que j'ai l'occasion d'utiliser mes pouvoirs ?",
            "pourquoi le jeu s'arrête et demande à tout le monde après chaque coup",
            "je peux jouer un pouvoir pendant le tour d'un autre ?",
        ),
        "es": (
            "¿cuándo puedo usar mis habilidades?",
            "por que el juego para y pregunta a todos despues de cada jugada",
            "puedo usar un poder en el turno de otro",
        ),
        "zh-Hant": ("什麼時候可以用我的能力？", "為什麼每一步之後都要問大家", "別人的回合可以發動能力嗎"),
    },
    "rentahero.window.chicken": {
        "en": (
            "someone used a power, do I get a chance to block it?",
            "when can the chicken jump in",
            "is there time to cancel before it resolves",
        ),
        "fr": (
            "quelqu'un a joué un pouvoir, j'ai le temps de le bloquer ?",
            "quand le poulet peut intervenir",
            "on a le temps d'annuler avant que ça s'applique ?",
        ),
        "es": (
            "alguien usó un poder, ¿tengo tiempo de bloquearlo?",
            "cuando puede entrar el pollo",
            "hay tiempo para anular antes de que se resuelva",
        ),
        "zh-Hant": ("有人發動能力，我有機會擋嗎？", "雞什麼時候可以出手", "生效前來得及取消嗎"),
    },
    "rentahero.window.open": {
        "en": (
            "why can't the turn continue yet?",
            "game waiting on other players to react",
            "can't move on, others still deciding",
        ),
        "fr": (
            "pourquoi le tour peut pas encore continuer ?",
            "le jeu attend la réaction des autres",
            "bloqué, les autres réfléchissent encore",
        ),
        "es": (
            "¿por qué el turno no puede seguir todavía?",
            "el juego espera que los demas reaccionen",
            "no avanza, los otros aun deciden",
        ),
        "zh-Hant": ("為什麼回合還不能繼續？", "遊戲在等其他人反應", "卡住了，別人還在考慮"),
    },
    "rentahero.window.none": {
        "en": ("I clicked pass on powers but nothing to pass", "decline when nobody is waiting", "skip reaction error"),
        "fr": (
            "j'ai fait passer sur les pouvoirs mais y'a rien à passer",
            "refuser quand personne n'attend",
            "erreur en sautant la réaction",
        ),
        "es": (
            "le di a pasar poderes pero no había nada",
            "rechazar cuando nadie espera",
            "error al saltar la reaccion",
        ),
        "zh-Hant": ("我按了放棄能力但沒東西可放棄", "沒人在等時按放棄", "跳過反應出錯"),
    },
    "rentahero.window.not-pending": {
        "en": (
            "why can't I react now?",
            "I already said no, can I change my mind and use a power",
            "it skips me when others react",
        ),
        "fr": (
            "pourquoi je peux pas réagir maintenant ?",
            "j'ai déjà dit non, je peux changer d'avis",
            "il me saute quand les autres réagissent",
        ),
        "es": (
            "¿por qué no puedo reaccionar ahora?",
            "ya dije que no, puedo cambiar de idea y usar un poder",
            "me salta cuando los demas reaccionan",
        ),
        "zh-Hant": ("為什麼我現在不能反應？", "已經說不要了還能改用能力嗎", "別人反應時跳過我"),
    },
    "rentahero.window.chicken-only": {
        "en": (
            "someone just used a power, can I answer with my wizard?",
            "only chicken allowed right now?",
            "why can I only use the chicken at this moment",
        ),
        "fr": (
            "quelqu'un vient de jouer un pouvoir, je peux répondre avec mon magicien ?",
            "seulement le poulet autorisé là ?",
            "pourquoi je peux seulement jouer le poulet",
        ),
        "es": (
            "alguien acaba de usar un poder, ¿puedo responder con mi mago?",
            "solo se permite el pollo ahora?",
            "por que solo puedo usar el pollo en este momento",
        ),
        "zh-Hant": ("有人剛發動能力，我可以用法師回應嗎？", "現在只能出雞嗎", "為什麼這時只能用憤怒雞"),
    },
    # -- end of the game
    "rentahero.deck.reshuffle": {
        "en": (
            "deck ran out, do we shuffle the discards back in?",
            "in the japanese rules what happens when the draw pile is empty",
            "reshuffle the discard pile?",
        ),
        "fr": (
            "la pioche est finie, on remélange la défausse ?",
            "règles japonaises quand la pioche est vide",
            "on rebat la défausse ?",
        ),
        "es": (
            "se acabó el mazo, ¿se baraja el descarte otra vez?",
            "reglas japonesas cuando no quedan cartas",
            "rebarajar los descartes?",
        ),
        "zh-Hant": ("牌庫抽完要把棄牌洗回去嗎？", "日本原版規則牌庫空了怎麼辦", "棄牌堆要重洗嗎"),
    },
    "rentahero.end.six-heroes": {
        "en": (
            "is there an instant win?",
            "I got all six kinds, do I win right away?",
            "how many different heroes to win immediately",
        ),
        "fr": (
            "il y a une victoire immédiate ?",
            "j'ai six héros différents, j'ai gagné direct ?",
            "combien de héros différents pour gagner tout de suite",
        ),
        "es": (
            "¿hay victoria inmediata?",
            "tengo seis heroes distintos, gano ya?",
            "cuantos heroes distintos para ganar al momento",
        ),
        "zh-Hant": ("有直接獲勝的方法嗎？", "我集到六種英雄馬上贏嗎", "要幾種不同英雄才能立刻贏"),
    },
    "rentahero.end.deck-out": {
        "en": (
            "when does the game end?",
            "someone drew the final card, do we keep going?",
            "deck is empty, game over?",
        ),
        "fr": (
            "quand est-ce que la partie se termine ?",
            "quelqu'un a tiré la dernière carte, on continue ?",
            "pioche vide, c'est fini ?",
        ),
        "es": ("¿cuándo termina la partida?", "alguien robo la ultima carta, seguimos?", "mazo vacio, se acabo?"),
        "zh-Hant": ("遊戲什麼時候結束？", "有人抽到最後一張還要繼續嗎", "牌庫空了就結束嗎"),
    },
    "rentahero.end.no-cards": {
        "en": (
            "what if there are no cards left anywhere, even to reshuffle?",
            "ran out of cards completely in the original rules",
            "game stuck, no card to flip",
        ),
        "fr": (
            "et s'il reste plus aucune carte, même pour remélanger ?",
            "plus de cartes du tout en règles originales",
            "partie bloquée, plus de carte à retourner",
        ),
        "es": (
            "¿y si no quedan cartas ni para rebarajar?",
            "sin cartas en ningun sitio con reglas originales",
            "partida atascada, no hay carta que voltear",
        ),
        "zh-Hant": ("如果連重洗的牌都沒有了呢？", "原版規則完全沒牌了", "沒牌可以翻遊戲卡住"),
    },
    "rentahero.end.ranking": {
        "en": ("who wins when the deck runs out?", "how do we score at the end", "who has the most heroes wins?"),
        "fr": (
            "qui gagne quand la pioche est vide ?",
            "comment on compte les points à la fin",
            "celui qui a le plus de héros gagne ?",
        ),
        "es": ("¿quién gana cuando se acaba el mazo?", "como se puntua al final", "gana el que tiene mas heroes?"),
        "zh-Hant": ("牌庫抽完誰贏？", "最後怎麼計分", "英雄最多的人贏嗎"),
    },
    "rentahero.end.tie-eliminated": {
        "en": ("we both have 4 heroes, who wins?", "first tiebreaker", "draw on hero count"),
        "fr": ("on a tous les deux 4 héros, qui gagne ?", "premier départage", "égalité sur le nombre de héros"),
        "es": ("los dos tenemos 4 héroes, ¿quién gana?", "primer desempate", "empate en numero de heroes"),
        "zh-Hant": ("我們都有四個英雄誰贏？", "第一個平手判定", "英雄數量一樣"),
    },
    "rentahero.end.tie-powers": {
        "en": (
            "same heroes and same eliminated pile, who wins?",
            "second tiebreaker",
            "still tied after counting eliminated cards",
        ),
        "fr": (
            "même nombre de héros et d'éliminés, qui gagne ?",
            "deuxième départage",
            "toujours égalité après les éliminés",
        ),
        "es": (
            "mismos héroes y mismos eliminados, ¿quién gana?",
            "segundo desempate",
            "sigue empate despues de contar eliminados",
        ),
        "zh-Hant": ("英雄和淘汰堆都一樣誰贏？", "第二個平手判定", "比完淘汰堆還是平手"),
    },
    "rentahero.end.shared": {
        "en": ("completely tied on everything, what then?", "can two people both win", "is there a draw"),
        "fr": (
            "égalité parfaite sur tout, et alors ?",
            "deux joueurs peuvent gagner ensemble ?",
            "match nul possible ?",
        ),
        "es": ("empate total en todo, ¿y entonces?", "pueden ganar dos personas", "hay empate posible"),
        "zh-Hant": ("全部都平手怎麼辦？", "可以兩個人一起贏嗎", "會有和局嗎"),
    },
    # -- FAQ
    "rentahero.faq.how-to-win": {
        "en": ("how do you win this game?", "what's the goal", "objective of rent a hero"),
        "fr": ("comment on gagne ?", "c'est quoi le but du jeu", "objectif de rent a hero"),
        "es": ("¿cómo se gana?", "cual es el objetivo", "meta del juego"),
        "zh-Hant": ("怎樣才算贏？", "遊戲目標是什麼", "出租英雄怎麼獲勝"),
    },
    "rentahero.faq.tie-break": {
        "en": ("how are ties broken?", "we tied, how do we decide", "tiebreak rules"),
        "fr": ("comment on départage les ex aequo ?", "on est à égalité, on fait comment", "règles d'égalité"),
        "es": ("¿cómo se desempata?", "empatamos, como decidimos", "reglas de desempate"),
        "zh-Hant": ("平手怎麼判定？", "我們同分怎麼辦", "平局規則"),
    },
    "rentahero.faq.duplicate": {
        "en": (
            "what happens if I get a hero I already own?",
            "double hero penalty",
            "got the same character twice in my team",
        ),
        "fr": (
            "il se passe quoi si je récupère un héros que j'ai déjà ?",
            "pénalité pour un doublon",
            "deux fois le même perso dans mon équipe",
        ),
        "es": (
            "¿qué pasa si consigo un héroe que ya tengo?",
            "castigo por heroe repetido",
            "tengo el mismo personaje dos veces",
        ),
        "zh-Hant": ("拿到已經有的英雄會怎樣？", "重複英雄的懲罰", "隊伍裡有兩張一樣的角色"),
    },
    "rentahero.faq.no-matching-card": {
        "en": (
            "what if I can't meet the strength needed?",
            "no card is strong enough, what do I do",
            "my hand doesn't fit the flipped card",
        ),
        "fr": (
            "et si je n'ai rien d'assez fort ?",
            "aucune carte ne va, je fais quoi",
            "ma main colle pas à la carte retournée",
        ),
        "es": (
            "¿y si no llego a la fuerza pedida?",
            "ninguna carta es suficiente, que hago",
            "mi mano no cumple la carta volteada",
        ),
        "zh-Hant": ("手牌都不夠強度怎麼辦？", "沒有合格的牌要做什麼", "手牌跟翻開的牌都不合"),
    },
    "rentahero.faq.hints": {
        "en": (
            "how do questions work in this game?",
            "how do I find out what the face-down card is",
            "asking for clues, how",
        ),
        "fr": (
            "comment marchent les questions ?",
            "comment savoir ce qu'est la carte cachée",
            "demander des indices, comment",
        ),
        "es": ("¿cómo funcionan las preguntas?", "como averiguo cual es la carta boca abajo", "como se piden pistas"),
        "zh-Hant": ("怎麼問問題？", "怎麼知道蓋著的牌是什麼", "提示要怎麼要"),
    },
    "rentahero.faq.nobody-recruits": {
        "en": (
            "what if nobody wants the card?",
            "everyone passes, then what",
            "card goes all the way around the table",
        ),
        "fr": (
            "et si personne ne veut la carte ?",
            "tout le monde passe, et après",
            "la carte fait tout le tour de la table",
        ),
        "es": ("¿y si nadie quiere la carta?", "todos pasan, y luego que", "la carta da la vuelta entera a la mesa"),
        "zh-Hant": ("沒人想要這張牌怎麼辦？", "大家都傳過了然後呢", "牌繞了桌子一整圈"),
    },
    "rentahero.faq.power-from-hand": {
        "en": (
            "can I use powers from cards in my hand?",
            "do hand cards do anything special",
            "when can I trigger abilities",
        ),
        "fr": (
            "je peux utiliser les pouvoirs des cartes en main ?",
            "les cartes en main servent à quoi",
            "quand je peux déclencher une capacité",
        ),
        "es": (
            "¿puedo usar los poderes de las cartas de la mano?",
            "las cartas en mano hacen algo especial",
            "cuando puedo activar habilidades",
        ),
        "zh-Hant": ("手上的牌能發動能力嗎？", "手牌有特殊效果嗎", "什麼時候可以發動技能"),
    },
    "rentahero.faq.starting-cards": {
        "en": ("how do you set up the game?", "what does each player get at the start", "setup instructions"),
        "fr": ("comment on met en place le jeu ?", "chaque joueur reçoit quoi au début", "mise en place"),
        "es": ("¿cómo se prepara la partida?", "que recibe cada jugador al empezar", "preparacion del juego"),
        "zh-Hant": ("遊戲怎麼準備？", "每個人開始拿到什麼", "開局設置"),
    },
    "rentahero.faq.required-strength": {
        "en": (
            "what number does each flipped card ask for?",
            "where is the requirement on a card",
            "pyromaniac flipped, which heroes can I send",
        ),
        "fr": (
            "chaque carte retournée demande quel chiffre ?",
            "où est la condition sur la carte",
            "pyromane retourné, j'envoie quels héros",
        ),
        "es": (
            "¿qué número pide cada carta volteada?",
            "donde esta el requisito en la carta",
            "salio el piromano, que heroes puedo mandar",
        ),
        "zh-Hant": ("每張翻開的牌要求什麼數字？", "需求寫在牌的哪裡", "翻到縱火狂可以傳哪些英雄"),
    },
    "rentahero.faq.player-count-requirement": {
        "en": (
            "black knight flipped with 4 players, what can I send?",
            "the wizard card requirement depends on players?",
            "at most the number of players, what does that mean",
        ),
        "fr": (
            "chevalier noir retourné à 4 joueurs, j'envoie quoi ?",
            "la condition du magicien dépend du nombre de joueurs ?",
            "au plus le nombre de joueurs, ça veut dire quoi",
        ),
        "es": (
            "sale caballero negro con 4 jugadores, ¿qué mando?",
            "el requisito del mago depende de los jugadores?",
            "como mucho el numero de jugadores, que significa",
        ),
        "zh-Hant": ("四人局翻到黑騎士可以傳什麼？", "法師的需求跟人數有關嗎", "不超過玩家人數是什麼意思"),
    },
    "rentahero.faq.example-send": {
        "en": (
            "can you show an example of a turn?",
            "walk me through sending a hero",
            "example: chicken flipped and I have a 2 and a 3",
        ),
        "fr": (
            "tu peux montrer un exemple de tour ?",
            "explique-moi comment envoyer un héros pas à pas",
            "exemple : poulet retourné et j'ai un 2 et un 3",
        ),
        "es": (
            "¿me das un ejemplo de turno?",
            "explicame paso a paso como mandar un heroe",
            "ejemplo: sale pollo y tengo un 2 y un 3",
        ),
        "zh-Hant": ("可以舉個回合的例子嗎？", "一步一步教我怎麼傳英雄", "例子：翻到雞，我有二和三"),
    },
    "rentahero.faq.card-anatomy": {
        "en": ("what do the numbers on the card mean?", "what's in the corners of a card", "how to read a card"),
        "fr": (
            "ils veulent dire quoi les chiffres sur la carte ?",
            "c'est quoi dans les coins de la carte",
            "comment lire une carte",
        ),
        "es": (
            "¿qué significan los números de la carta?",
            "que hay en las esquinas de la carta",
            "como se lee una carta",
        ),
        "zh-Hant": ("卡片上的數字是什麼意思？", "卡片角落寫的是什麼", "怎麼看懂一張牌"),
    },
    "rentahero.faq.angry-chicken": {
        "en": ("explain the chicken card", "chicken power details", "can the chicken stop a burn"),
        "fr": ("explique-moi la carte poulet", "détails du pouvoir du poulet", "le poulet peut arrêter un incendie ?"),
        "es": ("explícame la carta del pollo", "detalles del poder del pollo", "el pollo puede parar una quema"),
        "zh-Hant": ("解釋一下雞這張牌", "憤怒雞能力細節", "雞能擋縱火嗎"),
    },
    "rentahero.faq.pyromaniac": {
        "en": ("explain the pyro", "does a burned card count as eliminated", "what happens after the pyromaniac burns"),
        "fr": (
            "explique le pyromane",
            "une carte brûlée compte comme éliminée ?",
            "il se passe quoi après le pyromane",
        ),
        "es": (
            "explícame el pirómano",
            "una carta quemada cuenta como eliminada",
            "que pasa despues de que el piromano queme",
        ),
        "zh-Hant": ("解釋縱火狂", "被燒掉的牌算淘汰嗎", "縱火之後會怎樣"),
    },
    "rentahero.faq.witch": {
        "en": ("explain the witch card", "how does the witch work", "witch details"),
        "fr": ("explique la carte sorcière", "comment marche la sorcière", "détails de la sorcière"),
        "es": ("explícame la bruja", "como funciona la bruja", "detalles de la bruja"),
        "zh-Hant": ("解釋女巫這張牌", "女巫怎麼用", "女巫細節"),
    },
    "rentahero.faq.dog-trainer": {
        "en": ("explain the dog card", "how does the dog trainer work", "dog trainer rules"),
        "fr": ("explique la carte dresseur", "comment marche le dresseur de chiens", "règles du chien"),
        "es": ("explícame el entrenador", "como funciona el entrenador de perros", "reglas del perro"),
        "zh-Hant": ("解釋訓狗師", "訓狗師怎麼用", "訓狗師規則"),
    },
    "rentahero.faq.sergeant": {
        "en": ("explain the sergeant", "can I show the card after peeking", "sergeant rules"),
        "fr": ("explique le sergent", "je peux montrer la carte après avoir regardé ?", "règles du sergent"),
        "es": ("explícame el sargento", "puedo enseñar la carta despues de mirarla", "reglas del sargento"),
        "zh-Hant": ("解釋警衛", "偷看後可以給別人看嗎", "警衛規則"),
    },
    "rentahero.faq.black-knight": {
        "en": ("explain the black knight", "can I use the knight on another player's turn", "knight rules"),
        "fr": (
            "explique le chevalier noir",
            "je peux utiliser le chevalier pendant le tour d'un autre ?",
            "règles du chevalier",
        ),
        "es": ("explícame el caballero negro", "puedo usar el caballero en el turno de otro", "reglas del caballero"),
        "zh-Hant": ("解釋黑騎士", "別人回合可以用黑騎士嗎", "黑騎士規則"),
    },
    "rentahero.faq.wizard": {
        "en": ("explain the wizard", "wizard card rules", "is there a hand limit with the wizard"),
        "fr": ("explique le magicien", "règles du magicien", "limite de main avec le magicien ?"),
        "es": ("explícame el mago", "reglas del mago", "hay limite de mano con el mago"),
        "zh-Hant": ("解釋法師", "法師規則", "用法師有手牌上限嗎"),
    },
    "rentahero.faq.when-powers": {
        "en": ("when can powers be used?", "can I use an ability when it's not my turn", "timing of abilities"),
        "fr": (
            "quand peut-on utiliser les pouvoirs ?",
            "je peux utiliser une capacité hors de mon tour ?",
            "à quel moment jouer les pouvoirs",
        ),
        "es": (
            "¿cuándo se pueden usar los poderes?",
            "puedo usar una habilidad fuera de mi turno",
            "en que momento se usan las habilidades",
        ),
        "zh-Hant": ("能力什麼時候可以用？", "不是我的回合能發動技能嗎", "技能發動時機"),
    },
    "rentahero.faq.i-recruit": {
        "en": (
            "can anyone use a power after I say I'm taking it?",
            "once I claim the card is it safe",
            "protect my recruit from the pyro",
        ),
        "fr": (
            "quelqu'un peut jouer un pouvoir après que j'ai dit je le prends ?",
            "une fois que je réclame la carte, elle est protégée ?",
            "protéger mon recrutement du pyromane",
        ),
        "es": (
            "¿alguien puede usar un poder después de que diga que me lo quedo?",
            "una vez que reclamo la carta esta a salvo",
            "proteger mi reclutamiento del piromano",
        ),
        "zh-Hant": ("我說要收之後別人還能用能力嗎？", "宣告招募後牌就安全了嗎", "防止縱火狂燒掉我要招的牌"),
    },
    "rentahero.faq.recruited-again": {
        "en": (
            "if I recruit a hero again after losing one, is the power unused?",
            "does a re-recruited hero come back untapped",
            "second copy power available?",
        ),
        "fr": (
            "si je recrute de nouveau un héros perdu, son pouvoir est neuf ?",
            "un héros repris revient redressé ?",
            "le pouvoir du deuxième exemplaire est dispo ?",
        ),
        "es": (
            "si vuelvo a reclutar un héroe que perdí, ¿su poder está sin usar?",
            "un heroe reclutado otra vez vuelve derecho",
            "el poder de la segunda copia esta disponible",
        ),
        "zh-Hant": ("失去後又招回同一英雄，能力是新的嗎？", "再招到的英雄會是正的嗎", "第二張的能力能用嗎"),
    },
    "rentahero.faq.deck-runs-out": {
        "en": ("what happens when the draw pile is empty?", "no more cards to draw", "deck out rules in each variant"),
        "fr": (
            "il se passe quoi quand la pioche est vide ?",
            "plus de cartes à piocher",
            "fin de pioche selon les variantes",
        ),
        "es": ("¿qué pasa cuando se vacía el mazo?", "no quedan cartas para robar", "fin del mazo en cada variante"),
        "zh-Hant": ("牌庫沒牌了會怎樣？", "沒有牌可以抽了", "各版本牌庫用完的規則"),
    },
    "rentahero.faq.original-variant": {
        "en": (
            "how is the japanese original different?",
            "original version rules",
            "what changes in the original preset",
        ),
        "fr": (
            "en quoi la version japonaise originale est différente ?",
            "règles de la version originale",
            "qu'est-ce qui change avec le preset original",
        ),
        "es": (
            "¿en qué se diferencia el original japonés?",
            "reglas de la version original",
            "que cambia en el modo original",
        ),
        "zh-Hant": ("日本原版有什麼不同？", "原版規則", "原版模式改了什麼"),
    },
    "rentahero.faq.house-rules-8fspace": {
        "en": ("what are the 8fspace house rules?", "what does the 8fspace preset change", "house rules variant"),
        "fr": (
            "c'est quoi les règles maison 8fspace ?",
            "qu'est-ce que change le preset 8fspace",
            "variante règles maison",
        ),
        "es": (
            "¿cuáles son las reglas de la casa 8fspace?",
            "que cambia el modo 8fspace",
            "variante de reglas caseras",
        ),
        "zh-Hant": ("8fspace 家規是什麼？", "8fspace 模式改了什麼", "家規變體"),
    },
    "rentahero.faq.identical-start": {
        "en": (
            "what if my two starting heroes are the same?",
            "dealt a pair at the beginning",
            "same two heroes in setup",
        ),
        "fr": (
            "et si mes deux héros de départ sont identiques ?",
            "j'ai une paire au début",
            "mêmes deux héros à la mise en place",
        ),
        "es": (
            "¿y si mis dos héroes iniciales son iguales?",
            "me toco pareja al inicio",
            "dos heroes iguales en la preparacion",
        ),
        "zh-Hant": ("起始兩個英雄一樣怎麼辦？", "開局拿到一對", "準備時兩張英雄相同"),
    },
    "rentahero.faq.active-player-hint": {
        "en": (
            "can the active player ask for a hint?",
            "does the one who sent the card get to ask",
            "active player questions",
        ),
        "fr": (
            "le joueur actif peut demander un indice ?",
            "celui qui a envoyé la carte peut poser une question ?",
            "le joueur principal pose des questions ?",
        ),
        "es": (
            "¿el jugador activo puede pedir pista?",
            "el que mando la carta puede preguntar",
            "preguntas del jugador activo",
        ),
        "zh-Hant": ("啟動玩家可以要提示嗎？", "傳牌的人可以發問嗎", "輪到的人能問嗎"),
    },
    "rentahero.faq.muzzled-hint": {
        "en": (
            "I'm blocked by the dog, can I still ask a hint?",
            "muzzled player asking questions",
            "dog on me, can I recruit anyway",
        ),
        "fr": (
            "je suis bloqué par le chien, je peux demander un indice ?",
            "joueur muselé qui pose des questions",
            "le chien est sur moi, je peux quand même recruter ?",
        ),
        "es": (
            "tengo el perro encima, ¿puedo pedir pista?",
            "jugador bloqueado haciendo preguntas",
            "el perro esta sobre mi, puedo reclutar igual",
        ),
        "zh-Hant": ("被訓狗師擋住還能問嗎？", "被狗指定的人可以提問嗎", "被狗擋住還能招募嗎"),
    },
    "rentahero.faq.cancelled-power": {
        "en": (
            "if my power is cancelled does it still count for the tiebreak?",
            "chicken cancelled me, do I turn my card",
            "blocked ability, still used?",
        ),
        "fr": (
            "si mon pouvoir est annulé, il compte pour le départage ?",
            "un poulet m'a annulé, je tourne ma carte ?",
            "capacité bloquée, utilisée quand même ?",
        ),
        "es": (
            "si me anulan el poder, ¿cuenta para el desempate?",
            "el pollo me anulo, giro mi carta?",
            "habilidad bloqueada, cuenta como usada",
        ),
        "zh-Hant": ("能力被取消還算在平手判定裡嗎？", "被雞取消要橫置嗎", "被擋的技能算用過嗎"),
    },
    "rentahero.faq.components": {
        "en": ("what's in the box?", "what components come with the game", "how many cards and player aids"),
        "fr": ("il y a quoi dans la boîte ?", "le matériel du jeu", "combien de cartes et d'aides de jeu"),
        "es": ("¿qué trae la caja?", "componentes del juego", "cuantas cartas y ayudas de jugador"),
        "zh-Hant": ("盒子裡有什麼？", "遊戲配件有哪些", "有幾張牌和玩家提示卡"),
    },
    # -- mistakes and tips
    "rentahero.mistake.powers-in-hand": {
        "en": (
            "my friend used the witch from his hand, is that legal?",
            "we've been playing powers straight from our hands",
            "can you use a card's ability just by holding it",
        ),
        "fr": (
            "mon pote a utilisé la sorcière de sa main, c'est permis ?",
            "on jouait les pouvoirs depuis la main",
            "on peut utiliser une capacité juste en ayant la carte en main ?",
        ),
        "es": (
            "mi amigo usó la bruja desde su mano, ¿vale?",
            "estabamos usando poderes desde la mano",
            "se puede usar la habilidad solo por tenerla en la mano",
        ),
        "zh-Hant": ("朋友從手上用女巫，這樣可以嗎？", "我們一直從手牌發動能力", "拿在手上就能用技能嗎"),
    },
    "rentahero.mistake.hint-last-card": {
        "en": (
            "my friend asked a question with his only card",
            "someone gave away their last card for a clue, is that ok",
            "can you go to zero cards by asking",
        ),
        "fr": (
            "mon ami a demandé un indice avec sa seule carte",
            "quelqu'un a donné sa dernière carte pour un indice, c'est bon ?",
            "on peut tomber à zéro carte en demandant ?",
        ),
        "es": (
            "mi amigo preguntó con su única carta",
            "alguien dio su ultima carta por una pista, vale?",
            "se puede quedar sin cartas al preguntar",
        ),
        "zh-Hant": ("朋友用唯一一張牌問問題", "有人用最後一張牌換提示可以嗎", "問問題可以問到沒手牌嗎"),
    },
    "rentahero.mistake.forgot-discard": {
        "en": (
            "we forgot to throw a card when sending from the deck",
            "my friend sent the top card and kept his whole hand",
            "is there a discard when you use the deck card",
        ),
        "fr": (
            "on oubliait de jeter une carte quand on envoyait depuis la pioche",
            "mon pote envoie la carte de la pioche et garde toute sa main",
            "faut défausser quand on utilise la carte de la pioche ?",
        ),
        "es": (
            "nos olvidamos de tirar una carta al mandar del mazo",
            "mi amigo mando la del mazo y se quedo toda la mano",
            "hay que descartar al usar la carta del mazo",
        ),
        "zh-Hant": ("我們從牌庫傳牌時忘了丟手牌", "朋友傳了牌庫頂卻沒棄牌", "用牌庫的牌要棄牌嗎"),
    },
    "rentahero.tip.hint-before-recruiting": {
        "en": (
            "how do I avoid getting a duplicate?",
            "strategy for guessing the hidden hero",
            "tips so I don't lose heroes",
        ),
        "fr": (
            "comment éviter de récupérer un doublon ?",
            "stratégie pour deviner le héros caché",
            "astuces pour pas perdre de héros",
        ),
        "es": (
            "¿cómo evito sacar un repetido?",
            "estrategia para adivinar el heroe oculto",
            "consejos para no perder heroes",
        ),
        "zh-Hant": ("怎麼避免拿到重複的英雄？", "猜蓋著英雄的策略", "不丟英雄的小技巧"),
    },
    "rentahero.tip.knight-stops-a-winner": {
        "en": (
            "how do I stop someone who's about to win?",
            "what's the black knight good for strategically",
            "I don't want to send the card that gives him six",
        ),
        "fr": (
            "comment empêcher quelqu'un qui va gagner ?",
            "le chevalier noir sert à quoi en stratégie",
            "je veux pas envoyer la carte qui lui donne six héros",
        ),
        "es": (
            "¿cómo freno a alguien que está por ganar?",
            "para que sirve el caballero negro en estrategia",
            "no quiero mandar la carta que le da seis",
        ),
        "zh-Hant": ("怎麼阻止快贏的人？", "黑騎士的戰術用途", "我不想傳出讓他集滿六種的牌"),
    },
    "rentahero.tip.wizard-refills": {
        "en": (
            "I'm running out of cards, what do I do?",
            "my hand keeps shrinking from asking questions",
            "when is the best time to use the wizard",
        ),
        "fr": (
            "j'ai presque plus de cartes, je fais quoi ?",
            "ma main fond à force de poser des questions",
            "quel est le meilleur moment pour le magicien",
        ),
        "es": (
            "me estoy quedando sin cartas, ¿qué hago?",
            "mi mano se achica de tanto preguntar",
            "cuando conviene usar el mago",
        ),
        "zh-Hant": ("手牌快沒了怎麼辦？", "一直問問題手牌越來越少", "什麼時候用法師最好"),
    },
}
