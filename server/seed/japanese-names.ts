// Common Japanese family and given names with their katakana readings and romanisation (for e-mails).
// Each entry is kanji:katakana:romaji.

export interface NamePart {
  kanji: string;
  kana: string;
  romaji: string;
}

function parse(list: string): NamePart[] {
  return list
    .trim()
    .split(/\s+/)
    .map((entry) => {
      const [kanji, kana, romaji] = entry.split(':');
      return { kanji, kana, romaji };
    });
}

export const FAMILY_NAMES: NamePart[] = parse(`
佐藤:サトウ:sato 鈴木:スズキ:suzuki 高橋:タカハシ:takahashi 田中:タナカ:tanaka 伊藤:イトウ:ito
渡辺:ワタナベ:watanabe 山本:ヤマモト:yamamoto 中村:ナカムラ:nakamura 小林:コバヤシ:kobayashi 加藤:カトウ:kato
吉田:ヨシダ:yoshida 山田:ヤマダ:yamada 佐々木:ササキ:sasaki 山口:ヤマグチ:yamaguchi 松本:マツモト:matsumoto
井上:イノウエ:inoue 木村:キムラ:kimura 林:ハヤシ:hayashi 斎藤:サイトウ:saito 清水:シミズ:shimizu
山崎:ヤマザキ:yamazaki 森:モリ:mori 池田:イケダ:ikeda 橋本:ハシモト:hashimoto 阿部:アベ:abe
石川:イシカワ:ishikawa 山下:ヤマシタ:yamashita 中島:ナカジマ:nakajima 石井:イシイ:ishii 小川:オガワ:ogawa
前田:マエダ:maeda 岡田:オカダ:okada 長谷川:ハセガワ:hasegawa 藤田:フジタ:fujita 後藤:ゴトウ:goto
近藤:コンドウ:kondo 村上:ムラカミ:murakami 遠藤:エンドウ:endo 青木:アオキ:aoki 坂本:サカモト:sakamoto
斉藤:サイトウ:saito 福田:フクダ:fukuda 太田:オオタ:ota 西村:ニシムラ:nishimura 藤井:フジイ:fujii
金子:カネコ:kaneko 岡本:オカモト:okamoto 藤原:フジワラ:fujiwara 中野:ナカノ:nakano 三浦:ミウラ:miura
原田:ハラダ:harada 中川:ナカガワ:nakagawa 松田:マツダ:matsuda 竹内:タケウチ:takeuchi 小野:オノ:ono
田村:タムラ:tamura 中山:ナカヤマ:nakayama 和田:ワダ:wada 石田:イシダ:ishida 森田:モリタ:morita
上田:ウエダ:ueda 原:ハラ:hara 内田:ウチダ:uchida 柴田:シバタ:shibata 酒井:サカイ:sakai
宮崎:ミヤザキ:miyazaki 横山:ヨコヤマ:yokoyama 高木:タカギ:takagi 安藤:アンドウ:ando 宮本:ミヤモト:miyamoto
大野:オオノ:ono 小島:コジマ:kojima 谷口:タニグチ:taniguchi 今井:イマイ:imai 工藤:クドウ:kudo
高田:タカダ:takada 増田:マスダ:masuda 丸山:マルヤマ:maruyama 杉山:スギヤマ:sugiyama 村田:ムラタ:murata
大塚:オオツカ:otsuka 新井:アライ:arai 小山:コヤマ:koyama 平野:ヒラノ:hirano 藤本:フジモト:fujimoto
河野:コウノ:kono 上野:ウエノ:ueno 野口:ノグチ:noguchi 武田:タケダ:takeda 松井:マツイ:matsui
千葉:チバ:chiba 岩崎:イワサキ:iwasaki 菅原:スガワラ:sugawara 木下:キノシタ:kinoshita 久保:クボ:kubo
佐野:サノ:sano 野村:ノムラ:nomura 松尾:マツオ:matsuo 市川:イチカワ:ichikawa 菊地:キクチ:kikuchi
杉本:スギモト:sugimoto 古川:フルカワ:furukawa 大西:オオニシ:onishi 島田:シマダ:shimada 水野:ミズノ:mizuno
比嘉:ヒガ:higa 桜井:サクライ:sakurai 高野:タカノ:takano 渡部:ワタナベ:watanabe 吉川:ヨシカワ:yoshikawa
`);

export const MALE_GIVEN_NAMES: NamePart[] = parse(`
太郎:タロウ:taro 一郎:イチロウ:ichiro 健太:ケンタ:kenta 翔太:ショウタ:shota 大輔:ダイスケ:daisuke
拓也:タクヤ:takuya 直樹:ナオキ:naoki 達也:タツヤ:tatsuya 和也:カズヤ:kazuya 浩:ヒロシ:hiroshi
誠:マコト:makoto 隆:タカシ:takashi 聡:サトシ:satoshi 学:マナブ:manabu 健一:ケンイチ:kenichi
雄一:ユウイチ:yuichi 翔:ショウ:sho 蓮:レン:ren 陽翔:ハルト:haruto 湊:ミナト:minato
大翔:ヒロト:hiroto 悠真:ユウマ:yuma 颯太:ソウタ:sota 陸:リク:riku 樹:イツキ:itsuki
健:ケン:ken 亮:リョウ:ryo 剛:ツヨシ:tsuyoshi 修:オサム:osamu 実:ミノル:minoru
清:キヨシ:kiyoshi 茂:シゲル:shigeru 勇気:ユウキ:yuki 大樹:ダイキ:daiki 和真:カズマ:kazuma
涼介:リョウスケ:ryosuke 俊介:シュンスケ:shunsuke 祐介:ユウスケ:yusuke 航:ワタル:wataru 圭:ケイ:kei
正人:マサト:masato 康介:コウスケ:kosuke 智也:トモヤ:tomoya 秀樹:ヒデキ:hideki 裕太:ユウタ:yuta
優斗:ユウト:yuto 悠人:ユウト:yuto 蒼:アオイ:aoi 陽太:ヨウタ:yota 翼:ツバサ:tsubasa
`);

export const FEMALE_GIVEN_NAMES: NamePart[] = parse(`
花子:ハナコ:hanako 陽子:ヨウコ:yoko 恵子:ケイコ:keiko 裕子:ユウコ:yuko 智子:トモコ:tomoko
美穂:ミホ:miho 愛:アイ:ai 彩:アヤ:aya 舞:マイ:mai 麻衣:マイ:mai
由美:ユミ:yumi 真由美:マユミ:mayumi 明美:アケミ:akemi 直美:ナオミ:naomi 久美子:クミコ:kumiko
さくら:サクラ:sakura 美咲:ミサキ:misaki 葵:アオイ:aoi 結衣:ユイ:yui 陽菜:ヒナ:hina
凛:リン:rin 結菜:ユイナ:yuina 芽依:メイ:mei 紬:ツムギ:tsumugi 莉子:リコ:riko
美月:ミツキ:mitsuki 七海:ナナミ:nanami 千尋:チヒロ:chihiro 香織:カオリ:kaori 沙織:サオリ:saori
京子:キョウコ:kyoko 幸子:サチコ:sachiko 和子:カズコ:kazuko 洋子:ヨウコ:yoko 典子:ノリコ:noriko
瞳:ヒトミ:hitomi 優子:ユウコ:yuko 理恵:リエ:rie 奈々:ナナ:nana 由紀:ユキ:yuki
菜々子:ナナコ:nanako 彩花:アヤカ:ayaka 美優:ミユ:miyu 杏:アン:an 楓:カエデ:kaede
真央:マオ:mao 春香:ハルカ:haruka 遥:ハルカ:haruka 未来:ミライ:mirai 純子:ジュンコ:junko
`);

/** Full-width katakana → hiragana (the reading the eKYC form keeps). */
export function katakanaToHiragana(text: string): string {
  return text.replace(/[\u30a1-\u30f6]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0x60));
}
