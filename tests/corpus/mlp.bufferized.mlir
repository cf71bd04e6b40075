#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d1)>
#map2 = affine_map<(d0, d1) -> (d0, 0)>
module {
  memref.global "private" constant @__constant_32x16xf32 : memref<32x16xf32> = dense_resource<torch_tensor_32_16_torch.float32> {alignment = 64 : i64}
  memref.global "private" constant @__constant_32xf32_1 : memref<32xf32> = dense_resource<torch_tensor_32_torch.float32> {alignment = 64 : i64}
  memref.global "private" constant @__constant_32xf32_0 : memref<32xf32> = dense_resource<torch_tensor_32_torch.float32_1> {alignment = 64 : i64}
  memref.global "private" constant @__constant_32xf32 : memref<32xf32> = dense_resource<torch_tensor_32_torch.float32_2> {alignment = 64 : i64}
  memref.global "private" constant @__constant_8x32xf32 : memref<8x32xf32> = dense_resource<torch_tensor_8_32_torch.float32> {alignment = 64 : i64}
  memref.global "private" constant @__constant_8xf32 : memref<8xf32> = dense_resource<torch_tensor_8_torch.float32> {alignment = 64 : i64}
  func.func @main_graph(%arg0: memref<?x16xf32>) -> memref<?x8xf32> {
    %c0 = arith.constant 0 : index
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 1.000000e+00 : f32
    %cst_1 = arith.constant 5.000000e-01 : f32
    %cst_2 = arith.constant 0.000000e+00 : f64
    %0 = memref.get_global @__constant_8xf32 : memref<8xf32>
    %1 = memref.get_global @__constant_8x32xf32 : memref<8x32xf32>
    %2 = memref.get_global @__constant_32xf32 : memref<32xf32>
    %3 = memref.get_global @__constant_32xf32_0 : memref<32xf32>
    %cst_3 = arith.constant 1.000000e-05 : f64
    %4 = memref.get_global @__constant_32xf32_1 : memref<32xf32>
    %5 = memref.get_global @__constant_32x16xf32 : memref<32x16xf32>
    %cst_4 = arith.constant 1.41421354 : f32
    %cst_5 = arith.constant 3.200000e+01 : f64
    %cst_6 = arith.constant 3.200000e+01 : f32
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<16x32xf32>
    linalg.transpose ins(%5 : memref<32x16xf32>) outs(%alloc : memref<16x32xf32>) permutation = [1, 0] 
    %dim = memref.dim %arg0, %c0 : memref<?x16xf32>
    %alloc_7 = memref.alloc(%dim) {alignment = 64 : i64} : memref<?x32xf32>
    linalg.fill ins(%cst : f32) outs(%alloc_7 : memref<?x32xf32>)
    linalg.matmul ins(%arg0, %alloc : memref<?x16xf32>, memref<16x32xf32>) outs(%alloc_7 : memref<?x32xf32>)
    linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%alloc_7, %4 : memref<?x32xf32>, memref<32xf32>) outs(%alloc_7 : memref<?x32xf32>) {
    ^bb0(%in: f32, %in_19: f32, %out: f32):
      %6 = arith.addf %in, %in_19 : f32
      linalg.yield %6 : f32
    }
    linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%alloc_7 : memref<?x32xf32>) outs(%alloc_7 : memref<?x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %6 = arith.divf %in, %cst_4 : f32
      %7 = math.erf %6 : f32
      %8 = arith.addf %7, %cst_0 : f32
      %9 = arith.mulf %8, %cst_1 : f32
      %10 = arith.mulf %in, %9 : f32
      linalg.yield %10 : f32
    }
    %alloc_8 = memref.alloc(%dim) {alignment = 64 : i64} : memref<?x32xf64>
    linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%alloc_7 : memref<?x32xf32>) outs(%alloc_8 : memref<?x32xf64>) {
    ^bb0(%in: f32, %out: f64):
      %6 = arith.extf %in : f32 to f64
      linalg.yield %6 : f64
    }
    %alloc_9 = memref.alloc(%dim) {alignment = 64 : i64} : memref<?x1xf64>
    %alloc_10 = memref.alloc(%dim) {alignment = 64 : i64} : memref<?x1xf64>
    linalg.fill ins(%cst_2 : f64) outs(%alloc_10 : memref<?x1xf64>)
    %c0_11 = arith.constant 0 : index
    %dim_12 = memref.dim %alloc_10, %c0_11 : memref<?x1xf64>
    %alloc_13 = memref.alloc(%dim_12) {alignment = 64 : i64} : memref<?x1xf64>
    memref.copy %alloc_10, %alloc_13 : memref<?x1xf64> to memref<?x1xf64>
    linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "reduction"]} ins(%alloc_8 : memref<?x32xf64>) outs(%alloc_13 : memref<?x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %6 = arith.addf %in, %out : f64
      linalg.yield %6 : f64
    }
    linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%alloc_13 : memref<?x1xf64>) outs(%alloc_9 : memref<?x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %6 = arith.divf %in, %cst_5 : f64
      linalg.yield %6 : f64
    }
    linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel"]} ins(%alloc_8, %alloc_9 : memref<?x32xf64>, memref<?x1xf64>) outs(%alloc_8 : memref<?x32xf64>) {
    ^bb0(%in: f64, %in_19: f64, %out: f64):
      %6 = arith.subf %in, %in_19 : f64
      linalg.yield %6 : f64
    }
    linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%alloc_8, %alloc_8 : memref<?x32xf64>, memref<?x32xf64>) outs(%alloc_8 : memref<?x32xf64>) {
    ^bb0(%in: f64, %in_19: f64, %out: f64):
      %6 = arith.mulf %in, %in_19 : f64
      linalg.yield %6 : f64
    }
    linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "reduction"]} ins(%alloc_8 : memref<?x32xf64>) outs(%alloc_10 : memref<?x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %6 = arith.addf %in, %out : f64
      linalg.yield %6 : f64
    }
    linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%alloc_10 : memref<?x1xf64>) outs(%alloc_9 : memref<?x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %6 = arith.divf %in, %cst_5 : f64
      linalg.yield %6 : f64
    }
    %alloc_14 = memref.alloc(%dim) {alignment = 64 : i64} : memref<?x1xf32>
    %alloc_15 = memref.alloc(%dim) {alignment = 64 : i64} : memref<?x1xf32>
    linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%alloc_9 : memref<?x1xf64>) outs(%alloc_15 : memref<?x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %6 = arith.truncf %in : f64 to f32
      linalg.yield %6 : f32
    }
    linalg.fill ins(%cst : f32) outs(%alloc_14 : memref<?x1xf32>)
    linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "reduction"]} ins(%alloc_7 : memref<?x32xf32>) outs(%alloc_14 : memref<?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %6 = arith.addf %in, %out : f32
      linalg.yield %6 : f32
    }
    %alloc_16 = memref.alloc(%dim) {alignment = 64 : i64} : memref<?x1xf32>
    linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%alloc_14 : memref<?x1xf32>) outs(%alloc_16 : memref<?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %6 = arith.divf %in, %cst_6 : f32
      linalg.yield %6 : f32
    }
    linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%alloc_15 : memref<?x1xf32>) outs(%alloc_14 : memref<?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %6 = arith.truncf %cst_3 : f64 to f32
      %7 = arith.addf %in, %6 : f32
      linalg.yield %7 : f32
    }
    linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%alloc_14 : memref<?x1xf32>) outs(%alloc_14 : memref<?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %6 = math.rsqrt %in : f32
      linalg.yield %6 : f32
    }
    linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel"]} ins(%alloc_7, %alloc_16 : memref<?x32xf32>, memref<?x1xf32>) outs(%alloc_7 : memref<?x32xf32>) {
    ^bb0(%in: f32, %in_19: f32, %out: f32):
      %6 = arith.subf %in, %in_19 : f32
      linalg.yield %6 : f32
    }
    linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel"]} ins(%alloc_7, %alloc_14 : memref<?x32xf32>, memref<?x1xf32>) outs(%alloc_7 : memref<?x32xf32>) {
    ^bb0(%in: f32, %in_19: f32, %out: f32):
      %6 = arith.mulf %in, %in_19 : f32
      linalg.yield %6 : f32
    }
    linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%alloc_7, %3 : memref<?x32xf32>, memref<32xf32>) outs(%alloc_7 : memref<?x32xf32>) {
    ^bb0(%in: f32, %in_19: f32, %out: f32):
      %6 = arith.mulf %in, %in_19 : f32
      linalg.yield %6 : f32
    }
    linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%alloc_7, %2 : memref<?x32xf32>, memref<32xf32>) outs(%alloc_7 : memref<?x32xf32>) {
    ^bb0(%in: f32, %in_19: f32, %out: f32):
      %6 = arith.addf %in, %in_19 : f32
      linalg.yield %6 : f32
    }
    %alloc_17 = memref.alloc() {alignment = 64 : i64} : memref<32x8xf32>
    linalg.transpose ins(%1 : memref<8x32xf32>) outs(%alloc_17 : memref<32x8xf32>) permutation = [1, 0] 
    %alloc_18 = memref.alloc(%dim) {alignment = 64 : i64} : memref<?x8xf32>
    linalg.fill ins(%cst : f32) outs(%alloc_18 : memref<?x8xf32>)
    linalg.matmul ins(%alloc_7, %alloc_17 : memref<?x32xf32>, memref<32x8xf32>) outs(%alloc_18 : memref<?x8xf32>)
    linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%alloc_18, %0 : memref<?x8xf32>, memref<8xf32>) outs(%alloc_18 : memref<?x8xf32>) {
    ^bb0(%in: f32, %in_19: f32, %out: f32):
      %6 = arith.addf %in, %in_19 : f32
      linalg.yield %6 : f32
    }
    return %alloc_18 : memref<?x8xf32>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_32_16_torch.float32: "0x040000000054F5BA5E54093E16B352BE80663CBEF432C5BDEC4B893D404FA2BBCEFA4A3E70BFB5BC4C7B873DACBB9ABD704849BDB89174BE528B29BEE80ED3BD00BB173C6069CA3D189B193E8C8D2DBEFCF4DEBD98F7B93D4E94543E48BD52BD5C913F3E400D25BD10B5D83C4ACD673ECE7B6DBE662921BEE09E81BDDC93C7BD282F5D3E1AEF25BEC0B0EBBD1ADA32BE76C26FBE047015BE9E0E5C3EBC76E43D0027F83D406A573C3A3F03BEC03E2D3D9E066FBE1AFA38BEC6F903BE2685213E2619163EC811E3BD20CB13BC40BA233E827F7E3E2434CB3DC8550A3DFEA42B3EC0BB16BEF8D03E3D6C7A46BE186E31BED23E04BE8CAAE73DF8E7CD3D6AA417BEC8AD9A3D6E890C3E203F01BD40641C3C00446D3D00D11E3E48CF753E964745BEECA1BBBD9838C93DD01B543EE8C55E3E22E2613E78CA4B3DF89C5EBE9066BC3CAC2720BE8C946EBE3E74633EF0A6423EFE5D7FBE08AA3F3DC8802CBDB88228BD1C5FEABD8CE4C43D34A117BEDCB1BB3D1676013E5C43373E4871BF3D4A5F7DBE001126BE38A6FF3D1853563D96B347BEE86813BEF2D4703E547F2C3EB03EDFBDD4DC80BD78DD73BE803E93BB78C840BEA27745BE20B061BCA0BF193DF4ADD1BD98E7173E38C91BBE6849683ED06F2F3E64E157BE88DB7EBD80D2383C1867153DD0DD723D5CECC83DE059753CCCD1F9BDD445F23D569175BEA0BB17BE3C2B80BDEC66F9BD5C1DB3BDBAD251BE00D259BDF8E25A3D76C626BE403452BC0042373EF088D2BC80ACE33BC0ADB0BC103D4F3D60C6223EBA7E723E0693223EC40C733E601D94BC66F865BE40BAF2BDCE4F2E3E006BD4BADC7CFEBD022D44BE00946FBEEC1058BE70B44FBD56640C3E74670A3E02E576BE2EB01F3E8A5248BEF07B58BD1C9ACFBDF03C45BD100E49BDBAB865BE440A5DBE283C20BD80E1533BB896E8BDB8DEC03D3A6A66BEC0368ABCA221613E38D7D0BD362B673E386CB93DAE0767BE74F8213EF053ECBC708FE4BD14B64C3E54DF4EBEB0C2DB3CC06456BD16D0363E08EC8E3DCC04F63D40D1B43D003F76BD505A57BD00F752BE4CB60A3E26424B3E5C292F3EAC9334BE60AE363C907634BE88EC0CBE302C15BE34F9AE3DC48D18BE00BAB2BBA04F2C3C0406253EFA8341BE44BF2FBE3CA614BED62E333ECC0BB8BDE0EE573EA024B93D40AA013D00EDF3BA086D4ABD407A003D30D369BD003EE6BAC0A7023D983E48BE7A2D06BED8B74E3E86C14FBE200F93BCC03E7D3E10F4B83DC0F0E73B26DA5DBE2CA2FD3D085836BEA85691BDCCC8ABBD38A417BD8036333B9626533E80ABFF3C204C653E30991C3EC6D821BE54A2E53D24F734BE9CFFD8BD4097963DF00EA93DF20E403E28D2A4BD00D4D1397ACB033E5A9377BE4215393E30B153BE00D0613BE0182EBD0AD406BED857073DF2B0533EE8AA95BD56FC17BE845BBDBDE6BB7DBE1C1DE73D20E5F5BDD0D62ABE627B13BE5230133E2492073E507C443ED8B6B93DC4FCAABDD4138FBD9842973DDE70523E74358B3D1C40F2BDFCADF0BD420A72BEB03B5D3DA8A90FBE503E64BEFA7A603ED03F26BED0FBE8BC48AF923DE07D023CFA412CBE2CEE4EBE980D4C3E30BF263D4662543EA8A4ABBDF8CF963D182A6ABD602736BC52EA1BBEAC28AD3D80E0A13D40FDA8BBC04C66BD58CE1DBE1409313E94923EBEACBFD13D6C29ACBD0C06F7BDE0F4373D22FB04BE40EF6B3D1018493DCA133EBE987E2A3D6413DA3D5CAACA3D58E600BD9ADD51BE90DA1DBD50D2B13D2CD1BABD7458C23D867C2A3EBAAB05BE8093213B24B6D33D9084A03C9012AB3C70B9FF3CFA4049BEE0F2A03CB445313E64AF663ED876163E1838093D7C1CEF3DDC13F9BDEC2454BECA235CBE5A637F3E8E81223EB2F430BEF450C83DAA52413EC2E67F3E58D85F3E4456463EF0C26ABDA0AEB3BD4230523E0A750F3E300E1ABEFE25663E9060F73D008E0B3E6A7420BE88E4923DEC7CB3BDFC06483E584238BDF853C73D80E2353DF8D6D93DE0FDADBDF4A2F93DFECE32BE8846673D20352DBEBA8D7CBE10954DBEB61A4A3E50810A3EE82E703E48164D3EA09E64BECEB32EBEE87525BD324126BEF8C3313EBA8941BE38CEF9BDC45177BEC65711BEE28D523E429A513E2441373E22AA453EBAA1633EB01A83BDF447E13D0414643E1461A93DCAEA7F3E18C7043E58241F3E2C32B3BDF4ABF53D2054EB3C888C74BD4A4F10BE56A50FBEB2FC44BE4EDC2B3E96FF353EA016E9BCC42414BE22DD453E8CB5233E703C983CB8BBF1BDB8466B3EAC60D13D5A5742BE6203753E5266423E8C9EBABD5CE90F3ED67411BEB87920BDB25E593E403E293C400C35BE9420ABBDDCFA8ABD208F45BDB0FEC33CA2C16C3E204D5B3C8C101EBE00F0513C587FF53DFCF8FD3DE0F769BEB03C37BDB83E3EBE8876DABD6078B83D18CB35BEFC52BE3D8649593E3053863CF09E2ABE2071B7BDD89A5F3D462743BEEC5DFE3D246A68BE521776BEC0BE78BE68BB4FBD90242C3E724C72BEAEC8543ECCCFCCBDE8F4953D20CA3A3C10D766BEE84E543E6ED7093E80767E3E9655013E48FA28BE48A7553E20235C3C80CCF23DAC444DBEC84393BD545C7BBE906BC7BDA0E85C3D5C0049BE1035A33D2C6C093E18A70E3D0C492BBE5A7B46BEE4F59DBD20BFE03D7A847C3E1A35133EB09FE6BC0084B33DF0267BBE62A65ABE3CE7EE3D960011BE2C52F63DF8B734BE6499FDBD48DD52BE5A97053E60AED0BC9404453E686E1E3EDCA70D3E20B6033C944C9EBD68A65EBD1817083DA4CDFD3DDC5933BEEADA563EE0ADDEBC9A8356BEC4820ABE6A83623E741E6A3EAA206DBE6E8E343EF84B003EF887173E24B6583EA6F809BE5CADA13D0487D13DE84A97BDA857AB3D2C4F93BD60461E3E",
      torch_tensor_32_torch.float32: "0x04000000880E8EBD14DFBEBD40E5803D689AB53D1026FABD300AB53C745C143EF0C4CBBCA8D19B3DB8F976BDB074B33DE67139BE0E8916BE74F101BE4C446B3E64C589BD00F032BACC0FF8BDF08F7F3E0E077A3E601241BE10884FBED40B42BE00089EBAC48282BD4E9027BEE0A3B7BD1877413DF4C105BE88E6623DC8D16ABDB018F8BD",
      torch_tensor_32_torch.float32_1: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_32_torch.float32_2: "0x040000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_8_32_torch.float32: "0x0400000097F4C63C3AD8143E4FC4F4BD077D063C188285BDABA2313E97BE2BBE45892DBEAC5F323EE80EE5BD91D20A3D1AF879BC2E8818BD98B821BDD70DE63D4F6F0A3C393E30BEB3BBD5BD93D676BD0D2FB63D9549EABDCAAF2A3EF44521BD4A0402BDD2D60D3EA3F6B53DB486193E526BD13DD5A65BBDE233F0BD877E57BC83D1153EC30373BD34DF27BEF268943D9737303EF7214EBD66E315BE023224BE0E74353DC64E5BBC2DD3B6BDEE5B123DC57C893DD6F70F3E4A8A0C3EE2C3D8BCED9D1FBEC19223BE1004293E840AA03DB9D09D3D2A9F1CBE73A0273EC77C2B3E676F233E88B418BE0C9B88BD41FFF8BD496B2B3E8F8F9BBD574AA5BD3EADBD3DF079A7BDE34FB2BD30587DBC29328BBC9A020DBEF9E8163EFFB39FBDA66B803D99721D3E0295B63D9007CD3C86051A3E84ABC23CE57FA7BD843E2B3EFF5F2B3DFA9D30BE83234EBDE59BF6BD91B51E3E2228EFBCEE0025BE5B1236BC6D5DE33D981D3C3DDAF4643DAA7E863C8CF9863D426C30BDE10490BD473329BE595E08BE92E89C3D315ED6BDFBC2CF3C8A1E673DE8114D3C49BAEABD2A1D2D3E7986D2BD75E3143E9C0010BEFB2C2EBD10F0C43D08EC93BD6310183EA623F9BDCF0318BE0B40A3BD4518EA3CB3AC263E6CD6ACBDAA79813D028835BD6C061DBDA81A053E95490CBE36D0993C743B2A3E7EFEC6BCE18C0C3E0BFC5EBDB6B6113E021B2FBE9FB6D0BCFA5CFEBCA0A96A3DA7098E3D5DFD0A3E37C1D7BCF2B4E5BB9BEDF73D77EA43BD09B01E3EBC0CF1BD60B49CBC41901BBC958BA13D6784F73DB989E5BC94F815BE2963B33D3298583D416E913D7754DFBDA901E93D10742B3E15517B3CB11429BEC125FE3D8E3706BEF771263D5171D23C8472A9BDDA1E7C3DDCE821BE5DEA243DC783E5BD23989CBC4446BA3CEA371A3E6ABCACBD5EEFE73DF2F6B7BC35F1ABBDAFA11DBEAC1626BE11C9303EA59534BDCEAA103C694E443DDF16F63DCD7E1A3E4ECF123E3A1D06BECB04E8BC5E3BD6BDF7D9CEBD9AC12B3DD7E9293EEB0311BE801BDB3D7BB4BBBD19080DBD19B00F3EC9C323BDE1DC833CAA13FDBD4F171A3EE533BBBC546504BE6F04543D38B500BEE2A30FBED570303C20850F3EFEE64CBD4D66AA3DC38D1B3E4820F03D50E9BDBD1BBF9EBC2FDB63BDD28F11BE502D99388E34083EF982183E251D873C6374243D00BC9CBD1DA4083EBAA596BDBD7DFBBDA301DF3C2D00D93D9C3423BEB6A2233E8F3C823D1FA6FDBDC0F81BBD7A0C1D3E62E20ABE9DA153BDAC7B6D3D9D961EBE0D78C63D5875BC3DD389E03D14D1E6BDA24B343E439AD6BD0CB8343EF7B82DBE654821BEE15CDE3DD459973C0A16273C617BC8BDC8DD97BD0EB653BD4A5730BE7584163C3D0F003DFAEE1CB998D3693DA8C22B3E4785403D498884BDEEFE94BD65A2E7BDD6F8FABD9F39E9BC7A1000BD",
      torch_tensor_8_torch.float32: "0x04000000B30EA13DA8BF9ABD2D4F103E0D09FEBDAEB5033ACEB8223EC000343E20B7D1BD"
    }
  }
#-}

