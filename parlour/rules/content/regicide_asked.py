"""How players ask about Regicide's catalogue entries, in their own words.

ASKED maps each entry id of parlour.rules.catalogue to, per language, a few short questions or
situations a player would type when that entry is the answer. They are written in players' words
(synonyms, slang, situations), not as paraphrases of the entries, to widen retrieval.
"""

from __future__ import annotations

ASKED: dict[str, dict[str, tuple[str, ...]]] = {
    "regicide.setup.players": {
        "en": ("how many people can play this", "can I play regicide by myself", "can 5 of us play"),
        "fr": ("on peut jouer a combien", "ca se joue seul ?", "jouable a 5 joueurs ?"),
        "es": ("cuantas personas pueden jugar", "se puede jugar solo?", "podemos jugar 5 amigos"),
        "zh-Hant": ("這遊戲幾個人可以玩", "可以一個人玩嗎", "五個人能玩嗎"),
    },
    "regicide.setup.hand-size": {
        "en": ("how many cards can I hold with 3 players", "what's the hand limit", "max cards in hand for 4 people"),
        "fr": ("combien de cartes en main a 3", "limite de cartes en main ?", "on a droit a combien de cartes max"),
        "es": ("cuantas cartas puedo tener en la mano a 3 jugadores", "limite de mano?", "maximo de cartas si somos 4"),
        "zh-Hant": ("三個人時手牌上限是多少", "手上最多可以拿幾張", "四人局手牌幾張"),
    },
    "regicide.setup.deal": {
        "en": ("how many cards does everyone start with", "how many cards to deal at the beginning"),
        "fr": ("on distribue combien de cartes au debut", "chacun commence avec combien de cartes"),
        "es": ("cuantas cartas se reparten al empezar", "con cuantas cartas empieza cada uno"),
        "zh-Hant": ("開局每人發幾張牌", "一開始要發多少張給大家"),
    },
    "regicide.setup.deck": {
        "en": (
            "what do I do with the face cards at setup",
            "how do I split the deck into piles",
            "which cards go in the draw pile",
        ),
        "fr": ("on fait quoi des figures au debut", "comment separer le paquet", "quelles cartes dans la pioche"),
        "es": ("que hago con las figuras al preparar", "como separo la baraja", "que cartas van al mazo de robo"),
        "zh-Hant": ("人頭牌開局要放哪裡", "牌要怎麼分成兩堆", "哪些牌放進抽牌堆"),
    },
    "regicide.castle.order": {
        "en": ("which enemy comes first", "do we fight the kings first?", "how to stack the royals"),
        "fr": (
            "on affronte qui en premier",
            "les rois sont en dessous ou au dessus ?",
            "dans quel ordre empiler les figures",
        ),
        "es": (
            "a que enemigo nos enfrentamos primero",
            "los reyes van arriba o abajo?",
            "en que orden se apilan las figuras",
        ),
        "zh-Hant": ("先打哪個敵人", "國王放在最上面還是最下面", "人頭牌要怎麼疊"),
    },
    "regicide.castle.stats": {
        "en": ("how much hp does a king have", "how hard does a queen hit", "jack health and damage?"),
        "fr": ("combien de pv a un roi", "la dame tape combien", "points de vie d'un valet ?"),
        "es": ("cuanta vida tiene el rey", "cuanto pega una reina", "vida y ataque de la jota?"),
        "zh-Hant": ("皇后攻擊力多少", "J的血量和攻擊是多少"),
    },
    "regicide.tavern.composition": {
        "en": ("what's in the draw deck", "are aces in the tavern deck", "which cards do we draw from"),
        "fr": ("il y a quoi dans la taverne", "les as vont dans la pioche ?", "on pioche quelles cartes"),
        "es": ("que cartas hay en la taberna", "los ases van en el mazo?", "de que cartas robamos"),
        "zh-Hant": ("酒館牌堆裡有什麼牌", "A要放進抽牌堆嗎", "我們從哪些牌抽"),
    },
    "regicide.tavern.jesters": {
        "en": (
            "do we use the jokers with 2 players",
            "how many jokers go in the deck for 3",
            "jokers in a 4 player game?",
        ),
        "fr": ("on met les jokers a 2 ?", "combien de bouffons a 3 joueurs", "les jokers dans la pioche a 4"),
        "es": ("usamos los comodines a 2 jugadores?", "cuantos bufones a 3", "comodines en partida de 4"),
        "zh-Hant": ("兩人玩要放鬼牌嗎", "三個人放幾張小丑", "四人局鬼牌怎麼放"),
    },
    "regicide.play.values": {
        "en": (
            "how much is an ace worth",
            "what's a recruited king worth when I play it",
            "value of a jack card in my hand",
        ),
        "fr": ("un as vaut combien", "une dame en main ca vaut combien", "valeur des figures quand on les joue"),
        "es": ("cuanto vale un as", "cuanto vale una reina en mi mano", "valor de las figuras al jugarlas"),
        "zh-Hant": ("A算幾點", "手上的Q值多少", "打出人頭牌算幾點"),
    },
    "regicide.play.not-in-hand": {
        "en": ("it says I can't play that card", "why won't it let me play the 7"),
        "fr": ("pourquoi je peux pas jouer ce 7", "il me dit que j'ai pas la carte"),
        "es": ("por que no me deja jugar el 7", "dice que no tengo esa carta"),
        "zh-Hant": ("為什麼不能出這張7", "說我沒有那張牌"),
    },
    "regicide.turn.order": {
        "en": ("what are the steps of a turn", "what happens on my turn", "do I take damage before or after attacking"),
        "fr": ("les etapes d'un tour ?", "je fais quoi pendant mon tour", "on encaisse avant ou apres l'attaque"),
        "es": ("cuales son los pasos de un turno", "que hago en mi turno", "recibo dano antes o despues de atacar"),
        "zh-Hant": ("一回合有哪些步驟", "輪到我要做什麼", "先受傷還是先攻擊"),
    },
    "regicide.turn.suffer": {
        "en": ("the boss didn't die, now what", "does the enemy hit back", "who takes the hit after I attack"),
        "fr": (
            "l'ennemi est pas mort, il se passe quoi",
            "est ce que le monstre riposte",
            "qui prend les degats apres mon attaque",
        ),
        "es": ("el enemigo no murio y ahora que", "el enemigo contraataca?", "quien recibe el golpe despues de atacar"),
        "zh-Hant": ("敵人沒死接下來呢", "敵人會反擊嗎", "攻擊完誰要承受傷害"),
    },
    "regicide.turn.out-of-turn": {
        "en": ("why can't I play right now", "it won't let me move"),
        "fr": ("pourquoi je peux pas jouer maintenant", "ca me laisse pas jouer"),
        "es": ("por que no puedo jugar ahora", "no me deja mover"),
        "zh-Hant": ("為什麼現在不能出牌", "它不讓我動"),
    },
    "regicide.end.game-over": {
        "en": ("can we keep playing", "nothing happens when I click, is it finished"),
        "fr": ("on peut continuer a jouer ?", "plus rien ne marche, c'est fini ?"),
        "es": ("podemos seguir jugando?", "ya no pasa nada, se acabo?"),
        "zh-Hant": ("還能繼續玩嗎", "按了沒反應，遊戲結束了嗎"),
    },
    "regicide.power.immunity": {
        "en": (
            "I played hearts against the jack of hearts and nothing healed",
            "do clubs work on a clubs king",
            "same suit as the boss does nothing?",
        ),
        "fr": (
            "j'ai joue du coeur contre le valet de coeur et rien",
            "les trefles marchent contre un roi de trefle ?",
            "meme couleur que l'ennemi ca sert a rien ?",
        ),
        "es": (
            "jugue corazones contra la jota de corazones y no curo",
            "los treboles funcionan contra el rey de treboles?",
            "mismo palo que el enemigo no hace nada?",
        ),
        "zh-Hant": ("我用紅心打紅心J沒效果", "梅花對梅花K有用嗎", "跟敵人同花色沒用嗎"),
    },
    "regicide.power.order": {
        "en": ("I played a heart and a diamond, which first", "heal or draw first with ace combo"),
        "fr": ("coeur et carreau ensemble, lequel d'abord", "on soigne ou on pioche en premier"),
        "es": ("corazon y diamante juntos, cual primero", "primero curar o robar?"),
        "zh-Hant": ("紅心跟方塊一起出，先做哪個", "先回血還是先抽牌"),
    },
    "regicide.power.hearts": {
        "en": ("what do hearts do", "how does healing work", "played a 5 of hearts, now what"),
        "fr": ("ca fait quoi les coeurs", "comment marche le soin", "j'ai joue un 5 de coeur, je fais quoi"),
        "es": ("que hacen los corazones", "como funciona curar", "jugue un 5 de corazones y ahora"),
        "zh-Hant": ("紅心有什麼效果", "回血怎麼運作", "出了紅心5之後要幹嘛"),
    },
    "regicide.power.diamonds": {
        "en": ("what do diamonds do", "who gets cards when I play diamonds", "how does card draw work"),
        "fr": ("ca fait quoi les carreaux", "qui pioche quand je joue carreau", "comment on pioche avec un carreau"),
        "es": ("que hacen los diamantes", "quien roba cuando juego diamantes", "como funciona robar cartas"),
        "zh-Hant": ("方塊有什麼用", "出方塊誰抽牌", "抽牌怎麼算"),
    },
    "regicide.power.clubs": {
        "en": ("what do clubs do", "clubs deal double damage?"),
        "fr": ("ca fait quoi les trefles", "le trefle double les degats ?"),
        "es": ("que hacen los treboles", "los treboles hacen doble dano?"),
        "zh-Hant": ("梅花有什麼效果", "梅花是雙倍傷害嗎"),
    },
    "regicide.power.spades": {
        "en": ("what do spades do", "how do spades block damage", "can spades make the attack negative"),
        "fr": ("ca fait quoi les piques", "le pique protege comment", "l'attaque peut passer en negatif ?"),
        "es": ("que hacen las picas", "como protegen las picas", "el ataque puede quedar negativo?"),
        "zh-Hant": ("黑桃有什麼用", "黑桃怎麼擋傷害", "攻擊可以被減到負數嗎"),
    },
    "regicide.companion.pair": {
        "en": ("can I play an ace with another card", "ace plus two cards allowed?", "what's an animal companion"),
        "fr": (
            "je peux jouer un as avec une autre carte",
            "as plus deux cartes c'est permis ?",
            "c'est quoi le compagnon",
        ),
        "es": ("puedo jugar un as con otra carta", "as con dos cartas se puede?", "que es el compañero"),
        "zh-Hant": ("A可以跟別的牌一起出嗎", "A加兩張牌可以嗎", "什麼是動物夥伴"),
    },
    "regicide.combo.same-value": {
        "en": ("can I play a 3 and a 4 together", "can I play two different numbers at once"),
        "fr": ("je peux jouer un 3 et un 4 ensemble", "deux cartes differentes en meme temps ?"),
        "es": ("puedo jugar un 3 y un 4 juntos", "dos numeros distintos a la vez?"),
        "zh-Hant": ("可以同時出3和4嗎", "可以一次出兩張不同點數的牌嗎"),
    },
    "regicide.combo.max-ten": {
        "en": ("can I play three 4s", "is there a limit on combos", "two 6s together allowed?"),
        "fr": ("je peux jouer trois 4", "limite pour les combos ?", "deux 6 ensemble c'est ok ?"),
        "es": ("puedo jugar tres 4", "hay limite para los combos?", "dos 6 juntos se puede?"),
        "zh-Hant": ("可以出三張4嗎", "組合有上限嗎", "兩張6可以一起出嗎"),
    },
    "regicide.jester.alone": {
        "en": ("can I play the joker with another card", "joker plus a 5 together?"),
        "fr": ("je peux jouer le joker avec une autre carte", "bouffon plus un 5 ensemble ?"),
        "es": ("puedo jugar el comodin con otra carta", "bufon mas un 5 juntos?"),
        "zh-Hant": ("鬼牌可以跟別的牌一起出嗎", "小丑加一張5可以嗎"),
    },
    "regicide.jester.play": {
        "en": ("what does the joker do", "does the joker hurt the enemy", "why play the jester"),
        "fr": ("ca fait quoi le joker", "le bouffon fait des degats ?", "a quoi sert le fou"),
        "es": ("que hace el comodin", "el bufon hace dano?", "para que sirve el jester"),
        "zh-Hant": ("鬼牌有什麼用", "小丑會造成傷害嗎", "為什麼要出小丑"),
    },
    "regicide.jester.choose": {
        "en": ("after the joker who goes next", "who picks the next player"),
        "fr": ("apres le joker c'est a qui", "qui decide du prochain joueur"),
        "es": ("despues del comodin a quien le toca", "quien elige al siguiente jugador"),
        "zh-Hant": ("出鬼牌後換誰", "誰決定下一個玩家"),
    },
    "regicide.jester.self-choice": {
        "en": ("why can't I pick myself after the joker", "it won't let me choose me"),
        "fr": ("pourquoi je peux pas me choisir moi", "je me designe et ca marche pas"),
        "es": ("por que no puedo elegirme a mi", "no me deja escogerme despues del bufon"),
        "zh-Hant": ("為什麼出小丑後不能選自己", "不讓我指定自己"),
    },
    "regicide.jester.signal-only": {
        "en": ("what can I say while they pick after the joker", "can I tell them my hand is good"),
        "fr": ("je peux dire quoi pendant qu'il choisit", "je peux dire que j'ai un bon jeu ?"),
        "es": ("que puedo decir mientras elige", "puedo decir que tengo buena mano?"),
        "zh-Hant": ("他選人的時候我能說什麼", "可以說我手牌很好嗎"),
    },
    "regicide.jester.no-choice": {
        "en": ("why can't I choose who plays", "the pick button doesn't work"),
        "fr": ("pourquoi je peux pas choisir qui joue", "le choix du joueur marche pas"),
        "es": ("por que no puedo elegir quien juega", "no funciona elegir jugador"),
        "zh-Hant": ("為什麼我不能選誰出牌", "選人的功能沒反應"),
    },
    "regicide.pay.enough": {
        "en": ("how do I survive the enemy hit", "the queen attacks for 15, what do I discard", "how do I take damage"),
        "fr": ("comment on survit a l'attaque", "la dame tape 15, je defausse quoi", "comment on encaisse les degats"),
        "es": ("como sobrevivo al ataque", "la reina pega 15, que descarto", "como recibo el dano"),
        "zh-Hant": ("怎麼撐過敵人的攻擊", "皇后打15點我要棄什麼", "受傷要怎麼處理"),
    },
    "regicide.pay.not-in-hand": {
        "en": ("can't discard that card to pay", "it says I don't have that card when paying"),
        "fr": ("je peux pas defausser cette carte pour payer", "il dit que j'ai pas la carte pour encaisser"),
        "es": ("no puedo descartar esa carta para pagar", "dice que no tengo la carta al pagar"),
        "zh-Hant": ("付傷害時不能棄那張牌", "說我沒有那張牌可以棄"),
    },
    "regicide.pay.no-power": {
        "en": ("if I discard a heart to take damage does it heal", "do discarded diamonds let me draw"),
        "fr": ("si je defausse un coeur pour encaisser ca soigne ?", "les carreaux defausses font piocher ?"),
        "es": ("si descarto un corazon al recibir dano cura?", "los diamantes descartados hacen robar?"),
        "zh-Hant": ("棄紅心擋傷害會回血嗎", "棄方塊會抽牌嗎"),
    },
    "regicide.pay.no-refund": {
        "en": ("I discarded 10 for a 7 attack, do I get 3 back", "overpaying the attack, any change?"),
        "fr": ("j'ai defausse 10 pour 7, je recupere 3 ?", "si je paye trop, on me rend ?"),
        "es": ("descarte 10 para un ataque de 7, me devuelven 3?", "si pago de mas hay cambio?"),
        "zh-Hant": ("我棄了10點擋7點攻擊，多的3點會還嗎", "多付的傷害會退回嗎"),
    },
    "regicide.yield.suffer": {
        "en": ("what happens if I pass", "can I skip attacking and just take the hit", "what does yield do"),
        "fr": ("il se passe quoi si je passe", "je peux ne pas attaquer et juste encaisser", "ca fait quoi de ceder"),
        "es": ("que pasa si paso", "puedo no atacar y solo recibir el golpe", "que hace ceder el turno"),
        "zh-Hant": ("我pass會怎樣", "可以不攻擊直接挨打嗎", "讓過是什麼意思"),
    },
    "regicide.yield.all-yielded": {
        "en": ("why can't I pass, everyone else did", "the others all passed, can I pass too"),
        "fr": ("pourquoi je peux pas passer, les autres ont passe", "tout le monde a passe, je peux aussi ?"),
        "es": ("por que no puedo pasar si todos pasaron", "los demas pasaron, puedo pasar yo?"),
        "zh-Hant": ("大家都pass了為什麼我不能pass", "其他人都讓過了我還能讓嗎"),
    },
    "regicide.yield.solo": {
        "en": ("no pass button in single player", "can I skip my turn playing alone"),
        "fr": ("pas de bouton passer en solo", "je peux passer mon tour en solo ?"),
        "es": ("no hay boton de pasar jugando solo", "puedo saltar mi turno en solitario?"),
        "zh-Hant": ("單人模式沒有pass", "一個人玩可以跳過回合嗎"),
    },
    "regicide.defeat.exact": {
        "en": (
            "I hit the jack for exactly 20, where does it go",
            "where do beaten bosses go",
            "what happens to a dead royal",
        ),
        "fr": ("j'ai fait pile 20 au valet, il va ou", "ou vont les ennemis battus", "que devient une figure vaincue"),
        "es": (
            "le hice justo 20 a la jota, donde va",
            "a donde van los enemigos derrotados",
            "que pasa con la figura muerta",
        ),
        "zh-Hant": ("剛好打J20點，它要放哪", "打敗的敵人放哪裡", "死掉的人頭牌怎麼處理"),
    },
    "regicide.defeat.next": {
        "en": (
            "we killed the jack, who starts against the next one",
            "after a kill do I get hit",
            "next boss, whose turn",
        ),
        "fr": (
            "on a tue le valet, qui commence contre le suivant",
            "apres avoir tue je prends des degats ?",
            "nouvel ennemi, c'est a qui",
        ),
        "es": (
            "matamos la jota, quien empieza contra el siguiente",
            "despues de matar recibo dano?",
            "nuevo enemigo, a quien le toca",
        ),
        "zh-Hant": ("打死J之後誰先打下一個", "擊殺後還會挨打嗎", "換新敵人輪到誰"),
    },
    "regicide.end.win": {
        "en": ("when do we win", "last king dead, is it over", "do we need to kill all the kings"),
        "fr": ("on gagne quand", "dernier roi mort c'est fini ?", "faut tuer tous les rois ?"),
        "es": ("cuando ganamos", "ultimo rey muerto, se acabo?", "hay que matar a todos los reyes?"),
        "zh-Hant": ("什麼時候算贏", "最後一個國王死了就結束了嗎", "要把國王全部打倒嗎"),
    },
    "regicide.end.cannot-pay": {
        "en": (
            "I don't have enough cards to take the hit",
            "what if my hand can't cover the damage",
            "do I die if I can't discard enough",
        ),
        "fr": (
            "j'ai pas assez de cartes pour encaisser",
            "et si ma main suffit pas pour les degats",
            "je meurs si je peux pas defausser assez ?",
        ),
        "es": (
            "no tengo cartas suficientes para aguantar el golpe",
            "y si mi mano no cubre el dano",
            "pierdo si no puedo descartar suficiente?",
        ),
        "zh-Hant": ("我的牌不夠擋傷害", "手牌不夠付攻擊怎麼辦", "棄不夠牌會輸嗎"),
    },
    "regicide.end.cannot-act": {
        "en": ("I have no cards and can't pass", "empty hand and everyone yielded, now what"),
        "fr": ("j'ai plus de cartes et je peux pas passer", "main vide et tout le monde a passe, on fait quoi"),
        "es": ("no tengo cartas y no puedo pasar", "mano vacia y todos pasaron, y ahora"),
        "zh-Hant": ("我沒牌又不能pass", "手牌空了其他人都讓過，怎麼辦"),
    },
    "regicide.solo.jesters": {
        "en": ("why can't I flip a joker", "flip jester not allowed in multiplayer?"),
        "fr": ("pourquoi je peux pas retourner de joker", "retourner le bouffon en multi ?"),
        "es": ("por que no puedo voltear un comodin", "voltear el bufon en multijugador?"),
        "zh-Hant": ("為什麼我不能翻小丑", "多人局可以翻鬼牌嗎"),
    },
    "regicide.solo.jester": {
        "en": ("how do jokers work in solo", "bad hand playing alone, can I redraw", "when can I use a joker solo"),
        "fr": (
            "les jokers en solo ca marche comment",
            "mauvaise main en solo, je peux repiocher ?",
            "quand utiliser le bouffon en solo",
        ),
        "es": (
            "como funcionan los comodines en solitario",
            "mala mano jugando solo, puedo robar otra?",
            "cuando uso el bufon en solo",
        ),
        "zh-Hant": ("單人時鬼牌怎麼用", "一個人玩手牌很爛可以重抽嗎", "單人什麼時候可以用小丑"),
    },
    "regicide.solo.jester-once": {
        "en": ("can I use the same joker twice", "no more jokers to flip?"),
        "fr": ("je peux reutiliser le meme joker", "plus de bouffon a retourner ?"),
        "es": ("puedo usar el mismo comodin dos veces", "ya no quedan comodines?"),
        "zh-Hant": ("同一張鬼牌能用兩次嗎", "沒有小丑可以翻了嗎"),
    },
    "regicide.solo.medals": {
        "en": ("what's a gold win", "scoring in solo?", "I won using one joker, what medal"),
        "fr": ("c'est quoi une victoire en or", "le score en solo ?", "gagne avec un joker, quelle medaille"),
        "es": ("que es una victoria de oro", "puntuacion en solitario?", "gane usando un comodin, que medalla"),
        "zh-Hant": ("金牌勝利是什麼", "單人怎麼計分", "用了一張鬼牌贏是什麼獎牌"),
    },
    "regicide.turn.play-first": {
        "en": ("why can't I discard now", "it won't let me pay damage yet"),
        "fr": ("pourquoi je peux pas defausser maintenant", "ca me laisse pas encaisser"),
        "es": ("por que no puedo descartar ahora", "no me deja pagar el dano todavia"),
        "zh-Hant": ("為什麼現在不能棄牌", "還不能付傷害嗎"),
    },
    "regicide.turn.pay-first": {
        "en": ("why can't I play a card, enemy attacking", "can I attack before taking the damage"),
        "fr": ("pourquoi je peux pas jouer, l'ennemi attaque", "je peux attaquer avant d'encaisser ?"),
        "es": ("por que no puedo jugar carta, el enemigo ataca", "puedo atacar antes de recibir el dano?"),
        "zh-Hant": ("敵人在攻擊為什麼不能出牌", "可以先攻擊再付傷害嗎"),
    },
    "regicide.jester.no-seat": {
        "en": ("I picked player 5 and it failed", "choose player error, wrong number"),
        "fr": ("j'ai choisi le joueur 5 et ca marche pas", "erreur en choisissant le joueur"),
        "es": ("elegi al jugador 5 y fallo", "error al elegir jugador"),
        "zh-Hant": ("我選了5號玩家結果錯誤", "選玩家時編號錯了"),
    },
    "regicide.faq.immunity": {
        "en": (
            "does a diamond card still do damage vs the diamond queen",
            "spade on a spade king, does it count",
            "why didn't I draw against the jack of diamonds",
        ),
        "fr": (
            "un carreau fait des degats contre la dame de carreau ?",
            "pique contre roi de pique ca compte ?",
            "pourquoi j'ai pas pioche contre le valet de carreau",
        ),
        "es": (
            "un diamante hace dano contra la reina de diamantes?",
            "pica contra rey de picas cuenta?",
            "por que no robe contra la jota de diamantes",
        ),
        "zh-Hant": ("方塊打方塊Q還有傷害嗎", "黑桃打黑桃K算嗎", "打方塊J為什麼沒抽牌"),
    },
    "regicide.faq.powers-mandatory": {
        "en": ("can I choose not to use a suit power", "do I have to heal when I play hearts", "is the power optional"),
        "fr": (
            "je peux ne pas utiliser le pouvoir",
            "obligé de soigner quand je joue coeur ?",
            "le pouvoir est facultatif ?",
        ),
        "es": ("puedo no usar el poder del palo", "tengo que curar si juego corazones?", "el poder es opcional?"),
        "zh-Hant": ("可以選擇不發動花色能力嗎", "出紅心一定要回血嗎", "能力是可選的嗎"),
    },
    "regicide.faq.hearts-short-discard": {
        "en": (
            "I played 8 hearts but only 3 cards in discard",
            "not enough cards in the discard pile to heal",
            "discard is empty and I play hearts",
        ),
        "fr": (
            "j'ai joue 8 de coeur mais 3 cartes dans la defausse",
            "pas assez de cartes dans la defausse pour soigner",
            "defausse vide et je joue coeur",
        ),
        "es": (
            "jugue 8 de corazones pero solo hay 3 en el descarte",
            "no hay cartas suficientes en el descarte para curar",
            "descarte vacio y juego corazones",
        ),
        "zh-Hant": ("出紅心8但棄牌堆只有3張", "棄牌堆不夠回血怎麼辦", "棄牌堆空的時候出紅心"),
    },
    "regicide.faq.diamonds-draw": {
        "en": (
            "I play a 6 of diamonds, who draws how many",
            "my hand is full when someone plays diamonds",
            "does the diamond player draw everything",
        ),
        "fr": (
            "je joue 6 de carreau, qui pioche combien",
            "ma main est pleine quand un autre joue carreau",
            "celui qui joue carreau pioche tout ?",
        ),
        "es": (
            "juego 6 de diamantes, quien roba cuantas",
            "tengo la mano llena y alguien juega diamantes",
            "el que juega diamantes roba todo?",
        ),
        "zh-Hant": ("出方塊6誰抽幾張", "別人出方塊時我手牌已滿", "出方塊的人全部自己抽嗎"),
    },
    "regicide.faq.clubs-double": {
        "en": (
            "ace of clubs with a heart, does the heal double too",
            "do clubs double the other suit powers",
            "club + spade, is the shield doubled",
        ),
        "fr": (
            "as de trefle avec un coeur, le soin double aussi ?",
            "le trefle double les autres pouvoirs ?",
            "trefle + pique, le bouclier est double ?",
        ),
        "es": (
            "as de treboles con un corazon, se duplica la curacion?",
            "los treboles duplican otros poderes?",
            "trebol + pica, se duplica el escudo?",
        ),
        "zh-Hant": ("梅花A配紅心，回血也加倍嗎", "梅花會讓其他能力加倍嗎", "梅花加黑桃護盾會加倍嗎"),
    },
    "regicide.faq.spades-shield": {
        "en": (
            "do spades last more than one turn",
            "I played 3 spades and then 4 spades, is it 7 less",
            "do spades reset each turn",
        ),
        "fr": (
            "les piques durent plus d'un tour ?",
            "j'ai joue 3 de pique puis 4 de pique, ca fait 7 ?",
            "les piques se remettent a zero chaque tour ?",
        ),
        "es": (
            "las picas duran mas de un turno?",
            "jugue 3 de picas y luego 4, son 7 menos?",
            "las picas se reinician cada turno?",
        ),
        "zh-Hant": ("黑桃效果會持續嗎", "先出黑桃3再出黑桃4，會減7嗎", "黑桃每回合會重置嗎"),
    },
    "regicide.faq.ace-companion": {
        "en": ("can I play two aces together", "ace with the joker?", "ace plus a pair of 5s"),
        "fr": ("je peux jouer deux as ensemble", "as avec le joker ?", "as avec deux 5"),
        "es": ("puedo jugar dos ases juntos", "as con el comodin?", "as mas dos 5"),
        "zh-Hant": ("兩張A可以一起出嗎", "A可以配鬼牌嗎", "A加一對5可以嗎"),
    },
    "regicide.faq.combo": {
        "en": ("can I play multiple cards of the same number", "two 5s at once, allowed?", "can I dump a pair"),
        "fr": (
            "je peux jouer plusieurs cartes du meme chiffre",
            "deux 5 d'un coup c'est permis ?",
            "je peux jouer une paire",
        ),
        "es": ("puedo jugar varias cartas del mismo numero", "dos 5 de una vez se puede?", "puedo jugar una pareja"),
        "zh-Hant": ("可以一次出好幾張同點數的牌嗎", "兩張5一起出可以嗎", "可以出對子嗎"),
    },
    "regicide.faq.jester": {
        "en": (
            "how does the joker work in multiplayer",
            "joker: do I still get attacked",
            "can I choose myself after the joker",
        ),
        "fr": (
            "comment marche le joker a plusieurs",
            "joker : je prends quand meme l'attaque ?",
            "je peux me choisir apres le joker",
        ),
        "es": (
            "como funciona el comodin en multijugador",
            "comodin: me atacan igual?",
            "puedo elegirme despues del comodin",
        ),
        "zh-Hant": ("多人局鬼牌怎麼運作", "出鬼牌還會被攻擊嗎", "出小丑後可以選自己嗎"),
    },
    "regicide.faq.jester-talk": {
        "en": ("after the joker can I say I have a big club", "what are we allowed to say when someone plays a jester"),
        "fr": (
            "apres le joker je peux dire que j'ai un gros trefle",
            "on a le droit de dire quoi quand quelqu'un joue le bouffon",
        ),
        "es": (
            "despues del comodin puedo decir que tengo un trebol alto",
            "que podemos decir cuando alguien juega el bufon",
        ),
        "zh-Hant": ("出鬼牌後可以說我有大梅花嗎", "有人出小丑時我們可以講什麼"),
    },
    "regicide.faq.jester-earlier-cards": {
        "en": (
            "joker after spades already played, do they count now",
            "we played clubs before the joker, do they double now",
            "does the joker work backwards",
        ),
        "fr": (
            "joker apres des piques, ils comptent maintenant ?",
            "les trefles joues avant le joker sont doubles ?",
            "le joker est retroactif ?",
        ),
        "es": (
            "comodin despues de picas ya jugadas, cuentan ahora?",
            "los treboles jugados antes del comodin se duplican?",
            "el comodin es retroactivo?",
        ),
        "zh-Hant": ("出鬼牌前打的黑桃現在算嗎", "鬼牌之前的梅花會補加倍嗎", "鬼牌有追溯效果嗎"),
    },
    "regicide.faq.paying": {
        "en": (
            "how do I discard to block the attack",
            "does a joker count when discarding for damage",
            "what's an ace worth when paying",
        ),
        "fr": (
            "comment defausser pour bloquer l'attaque",
            "le joker compte combien pour encaisser",
            "un as vaut combien pour payer",
        ),
        "es": (
            "como descarto para aguantar el ataque",
            "cuanto vale el comodin al pagar dano",
            "cuanto vale un as para pagar",
        ),
        "zh-Hant": ("要怎麼棄牌擋攻擊", "棄鬼牌擋傷害算幾點", "付傷害時A算幾點"),
    },
    "regicide.faq.yield": {
        "en": ("can I pass instead of playing", "is skipping my attack allowed", "can we all keep passing"),
        "fr": ("je peux passer au lieu de jouer", "on peut sauter son attaque ?", "on peut tous passer a la suite ?"),
        "es": ("puedo pasar en vez de jugar", "se puede saltar el ataque?", "podemos pasar todos seguido?"),
        "zh-Hant": ("可以不出牌直接pass嗎", "可以跳過攻擊嗎", "大家可以一直pass嗎"),
    },
    "regicide.faq.exact-kill": {
        "en": (
            "what happens if I kill exactly",
            "recruiting a jack, how does it work",
            "how much is a recruited queen worth",
        ),
        "fr": (
            "il se passe quoi si je tue pile",
            "recruter un valet ca marche comment",
            "une dame recrutee vaut combien",
        ),
        "es": (
            "que pasa si mato con dano exacto",
            "como funciona reclutar una jota",
            "cuanto vale una reina reclutada",
        ),
        "zh-Hant": ("剛好打死會怎樣", "招募J是怎麼運作的", "招募來的Q值多少"),
    },
    "regicide.faq.overkill": {
        "en": (
            "I did more damage than its health, is it dead",
            "overkill, what happens to the boss",
            "went over the hp, do we still recruit",
        ),
        "fr": (
            "j'ai fait plus de degats que ses pv, il est mort ?",
            "trop de degats, il devient quoi",
            "depasse les pv, on recrute quand meme ?",
        ),
        "es": (
            "hice mas dano que su vida, esta muerto?",
            "me pase de dano, que pasa con el enemigo",
            "pasé la vida, se recluta igual?",
        ),
        "zh-Hant": ("傷害超過血量算打死嗎", "打爆了敵人會去哪", "超過血量還能招募嗎"),
    },
    "regicide.faq.after-defeat": {
        "en": (
            "does a dead enemy still attack",
            "what happens to the cards I attacked with after a kill",
            "boss died, next step?",
        ),
        "fr": (
            "un ennemi mort attaque encore ?",
            "les cartes jouees contre lui vont ou apres",
            "boss mort, on fait quoi",
        ),
        "es": ("un enemigo muerto ataca igual?", "a donde van las cartas con las que ataque", "jefe muerto, y ahora?"),
        "zh-Hant": ("死掉的敵人還會攻擊嗎", "擊殺後打出的牌放哪", "王死了下一步呢"),
    },
    "regicide.faq.damage-adds-up": {
        "en": ("does the enemy heal between turns", "does damage reset every turn", "do we track total damage"),
        "fr": (
            "l'ennemi se soigne entre les tours ?",
            "les degats repartent a zero chaque tour ?",
            "on cumule les degats ?",
        ),
        "es": ("el enemigo se cura entre turnos?", "el dano se reinicia cada turno?", "el dano se acumula?"),
        "zh-Hant": ("敵人回合之間會回血嗎", "傷害每回合會歸零嗎", "傷害會累積嗎"),
    },
    "regicide.faq.tavern-empty": {
        "en": ("draw pile is empty, do we lose", "no more cards to draw, game over?", "tavern ran out"),
        "fr": ("la pioche est vide, on a perdu ?", "plus de cartes a piocher, c'est fini ?", "taverne epuisee"),
        "es": (
            "el mazo esta vacio, perdemos?",
            "no quedan cartas para robar, se acabo?",
            "la taberna se quedo sin cartas",
        ),
        "zh-Hant": ("抽牌堆空了算輸嗎", "沒牌可抽遊戲結束了嗎", "酒館沒牌了"),
    },
    "regicide.faq.losing": {
        "en": ("how do you lose", "if one person dies does everyone lose", "when is it game over"),
        "fr": ("comment on perd", "si un joueur meurt tout le monde perd ?", "quand est ce que la partie est perdue"),
        "es": ("como se pierde", "si uno muere pierden todos?", "cuando se termina perdiendo"),
        "zh-Hant": ("怎樣算輸", "一個人死了大家都輸嗎", "什麼時候遊戲失敗"),
    },
    "regicide.faq.winning": {
        "en": ("how do we win", "who wins, is there a score", "is there a winner among players"),
        "fr": ("qui gagne, il y a des points ?", "y a un gagnant entre les joueurs ?"),
        "es": ("como se gana", "quien gana, hay puntos?", "hay un ganador entre los jugadores?"),
        "zh-Hant": ("要怎麼贏", "誰贏？有計分嗎", "玩家之間有輸贏嗎"),
    },
    "regicide.faq.solo-jesters": {
        "en": (
            "what do I do with the jokers playing alone",
            "solo: does flipping the joker cancel immunity",
            "single player joker rules",
        ),
        "fr": (
            "je fais quoi des jokers en solo",
            "solo : retourner le joker annule l'immunite ?",
            "regles du bouffon en solitaire",
        ),
        "es": (
            "que hago con los comodines jugando solo",
            "solo: voltear el comodin quita la inmunidad?",
            "reglas del bufon en solitario",
        ),
        "zh-Hant": ("一個人玩鬼牌怎麼處理", "單人翻小丑會取消免疫嗎", "單人模式小丑規則"),
    },
    "regicide.faq.solo-medals": {
        "en": ("solo win with both jokers, what do I get", "what medals are there"),
        "fr": ("victoire solo avec les deux jokers, j'ai quoi", "c'est quoi les medailles"),
        "es": ("gane solo con los dos comodines, que consigo", "que medallas hay"),
        "zh-Hant": ("單人用兩張鬼牌獲勝得什麼", "有哪些獎牌"),
    },
    "regicide.faq.jesters-per-count": {
        "en": ("how many jokers do we use", "jokers with 3 players?", "do jokers go in the deck solo"),
        "fr": ("on utilise combien de jokers", "jokers a 3 joueurs ?", "les jokers dans la pioche en solo ?"),
        "es": ("cuantos comodines usamos", "comodines con 3 jugadores?", "los comodines van al mazo en solitario?"),
        "zh-Hant": ("要用幾張鬼牌", "三人局鬼牌幾張", "單人時鬼牌放進牌堆嗎"),
    },
    "regicide.faq.table-talk": {
        "en": ("can we tell each other our cards", "can I say I have a big spade", "is talking allowed"),
        "fr": ("on peut se dire nos cartes", "je peux dire que j'ai un gros pique ?", "on a le droit de parler ?"),
        "es": ("podemos decirnos las cartas", "puedo decir que tengo una pica alta?", "se puede hablar?"),
        "zh-Hant": ("可以互相講手牌嗎", "可以說我有大黑桃嗎", "遊戲中可以溝通嗎"),
    },
    "regicide.faq.first-player": {
        "en": ("who goes first", "how do we pick the starting player"),
        "fr": ("qui commence", "comment choisir le premier joueur"),
        "es": ("quien empieza", "como elegimos al primer jugador"),
        "zh-Hant": ("誰先開始", "怎麼決定第一個玩家"),
    },
    "regicide.mistake.power-against-own-suit": {
        "en": (
            "my friend says hearts still heal against the heart king",
            "we've been using clubs double on the clubs jack, wrong?",
        ),
        "fr": (
            "mon pote dit que le coeur soigne contre le roi de coeur",
            "on doublait les trefles contre le valet de trefle, c'est faux ?",
        ),
        "es": (
            "mi amigo dice que los corazones curan contra el rey de corazones",
            "duplicabamos treboles contra la jota de treboles, esta mal?",
        ),
        "zh-Hant": ("朋友說紅心打紅心K還是能回血", "我們一直用梅花對梅花J加倍，錯了嗎"),
    },
    "regicide.mistake.powers-when-paying": {
        "en": (
            "my friend discards diamonds to take damage and draws cards, legal?",
            "we heal with hearts when discarding, is that right",
        ),
        "fr": (
            "mon ami defausse des carreaux pour encaisser et pioche, c'est legal ?",
            "on soigne avec les coeurs defausses, c'est bon ?",
        ),
        "es": (
            "mi amigo descarta diamantes al recibir dano y roba, es legal?",
            "curamos con corazones al descartar, esta bien?",
        ),
        "zh-Hant": ("朋友棄方塊擋傷害還抽牌，合法嗎", "我們棄紅心時也回血，對嗎"),
    },
    "regicide.mistake.next-player-after-win": {
        "en": (
            "we pass to the next player after a kill, is that wrong",
            "killer takes the dead boss's hit? my group does that",
        ),
        "fr": (
            "on passe au joueur suivant apres un kill, c'est faux ?",
            "celui qui tue prend l'attaque du boss mort ? on fait ca",
        ),
        "es": (
            "pasamos al siguiente jugador tras matar, esta mal?",
            "el que mata recibe el golpe del jefe muerto? asi jugamos",
        ),
        "zh-Hant": ("我們擊殺後換下一個人，對嗎", "殺死王的人還要挨打？我們都這樣玩"),
    },
    "regicide.mistake.solo-jester-immunity": {
        "en": (
            "solo joker flip removes immunity right?",
            "I flipped a jester alone, can hearts now heal vs the heart queen",
        ),
        "fr": (
            "en solo le joker enleve l'immunite non ?",
            "j'ai retourne un bouffon en solo, le coeur marche contre la dame de coeur ?",
        ),
        "es": (
            "en solitario el comodin quita la inmunidad no?",
            "volteé un bufon solo, ahora curan los corazones contra la reina de corazones?",
        ),
        "zh-Hant": ("單人翻鬼牌會取消免疫對吧", "我單人翻了小丑，紅心現在對紅心Q有用嗎"),
    },
    "regicide.mistake.endless-yield": {
        "en": ("we just keep passing around the table, ok?", "can everyone yield forever to wait for cards"),
        "fr": ("on passe tous en boucle, c'est permis ?", "tout le monde peut passer indefiniment ?"),
        "es": ("pasamos todos en ronda sin parar, vale?", "todos pueden ceder para siempre?"),
        "zh-Hant": ("我們一直輪流pass可以嗎", "大家可以無限讓過等牌嗎"),
    },
    "regicide.tip.keep-small-cards": {
        "en": (
            "any tips for paying damage without wasting cards",
            "should I hold onto low cards",
            "I keep losing big cards to small hits",
        ),
        "fr": (
            "une astuce pour encaisser sans gacher",
            "je garde les petites cartes ?",
            "je perds mes grosses cartes sur des petites attaques",
        ),
        "es": (
            "algun consejo para pagar dano sin desperdiciar",
            "debo guardar cartas bajas?",
            "pierdo cartas altas en ataques pequeños",
        ),
        "zh-Hant": ("付傷害怎樣才不浪費", "要留小牌嗎", "小攻擊一直用掉大牌"),
    },
    "regicide.tip.early-spade": {
        "en": ("when should I play spades", "strategy tip for spades", "spade now or save it"),
        "fr": ("quand jouer les piques", "conseil strategie pique", "je joue le pique maintenant ou je le garde"),
        "es": ("cuando debo jugar picas", "consejo de estrategia con picas", "juego la pica ahora o la guardo"),
        "zh-Hant": ("黑桃什麼時候出比較好", "黑桃的策略", "黑桃要現在出還是留著"),
    },
    "regicide.tip.aim-for-exact": {
        "en": (
            "should I use my club now or aim for recruit",
            "tip to recruit more royals",
            "how to get the bosses on our side",
        ),
        "fr": (
            "je joue mon trefle ou je vise le recrutement",
            "astuce pour recruter plus de figures",
            "comment avoir les boss dans notre camp",
        ),
        "es": (
            "uso mi trebol ahora o busco reclutar",
            "consejo para reclutar mas figuras",
            "como tener a los jefes de nuestro lado",
        ),
        "zh-Hant": ("要出梅花還是瞄準招募", "多招募人頭牌的技巧", "怎樣把敵人收為己用"),
    },
}
