#map = affine_map<(d0) -> (d0)>
#map1 = affine_map<() -> ()>
#map2 = affine_map<(d0, d1, d2) -> (d0)>
#map3 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map4 = affine_map<(d0, d1) -> (d0, d1)>
#map5 = affine_map<(d0, d1) -> (d1)>
module {
  memref.global "private" constant @__constant_xi64_0 : memref<i64> = dense<0> {alignment = 64 : i64}
  memref.global "private" constant @__constant_xi64 : memref<i64> = dense<2> {alignment = 64 : i64}
  memref.global "private" constant @__constant_1xi64 : memref<1xi64> = dense<0> {alignment = 64 : i64}
  memref.global "private" constant @__constant_8x16xf32 : memref<8x16xf32> = dense<"0x6CBF003D7F4607BDBDF2233EDFD5D63CA12109BEFD22B93D79E9A63EE673723EFE2734BE55F9A1BEEA8E1FBE6E45293C4ECD14BFEC0A60BD037A9FBEE0753BBE8F540BBE18F2A1BD3DC1D23D1471853E979E03BD46E8AE3E334A2ABE21F9B33DD249673E8589C03CF8553EBE32F66BBE0A5BEABDD57A613D2B3B81BE1F3256BDE20B23BDDB740A3E9ACF5B3D69F3B53D506127BE70B904BD9EB2483EC028BF3E0F29A1BE41C8C13EA545AC3E0604483EBA66873D7EBAA0BD6CA0BA3EBFE9FA3EF99BE63E5255A83E91FAB63D2FAA9ABEFAF391BABE0E283E07E9A4BE704DCA3D1817DC3DDB2F323E2D9197BE576529BE7174DFBD12BC95BE9BA3DE3E03E8FDBDB56EA83D9F6384BD3DAFCA3E9701A93E6623223E4E060DBF551C553C0F062F3ED081803E282F1EBEAB37E93EE203A9BEE75929BE705F6F3E7EED483C3327003F2D0B413D021922BE0150C1BDADAA8BBE068BA3BEA662213E48C7143E1AB4A53ED82D41BEAC34D83E7B2493BD3686C93E1B96DDBDA2483CBEBDC77F3DA806843EB2DF243D38E515BE16ADABBE0465B3BED3AF003ED55D7D3ED73C28BDCA8489BEB17F5F3EF3E3A3BEA18B36BE07FB1E3E500210BF3CD2C53D6AE614BE09CEDF3C67099BBC13F74E3D41B5313E852442BEBDE2B53E48E1393EDDFE573E431A953E629F493E8A15583ED3D09A3C87A0B6BE43490ABDE9FE44BE671CB6BEED53843D"> {alignment = 64 : i64}
  memref.global "private" constant @__constant_16x16xf32 : memref<16x16xf32> = dense<"0x758C11BEA2D083BE0F8185BEF76D893DDAA3B73D4946A93E5AFA63BB015B853E6A7DB33EA138933E246117BF82459D3EACE2AD3D8FF8D83D8511BE3DBFF8C33D438AA33D7CC3B7BDC968F3BEAF0EDFBC5FC14DBECB428A3E34D993BD21F5AA3CC77F59BE27B802BE2BF53CBBC620BEBE66F3993D693CD9BCABC597BEA67C19BF6257033EEF5C98BDA2AE07BE85D271BD4982E83E1AFC4BBC7165B13C6758BEBE02DCD23E7EE06A3E5291883E7B44433CE3A96A3EBEECBD3DF6F91C3E79D81BBD5CA8BCBE80B1833EC2ACF7BEF5B175BD586E51BD717C85BEA3F51C3E3B234DBD35ADDFBD5914053E2B02F4BD19CAB13EEBF1B33DC6DBF2BDADDDF8BE7564A7BE451D8B3E35464FBCC5F590BD1256D23EDA2DA4BEABED15BE03F7F1BD331A163E71DD29BEF4081DBE8975CDBEA4B63A3E265F4E3EA7E7F3BD9642273D6E75A5BE7E91F1BDB260B03EFFFC0A3DFFDC133F778549BE858D143EAE3248BD70D9103E454DECBAAEAA0FBE221C5EBEF239443F16679EBCF81001BFB00A26BE03942D3E8D0000BE1A23AE3E964E803EA9FE1BBD4AC6F1BD529D80BE023133BEF48FBCBEA8299A3E159CCB3E22C9A0BE634197BE995EE2BE27BF76BE39CE46BF323692BE5301A63EFDFBB0BD08C65A3E275AFABD8C5DE13ECDFF4B3DCE95C3BDEA5A233F2D21A6BD0C519CBE7FC14E3D7D111FBC537D883E33F06BBEEE014E3EB94D5A3E8EED2ABE7029273D29AC54BEB821163F7E4234BE60F9E7BD616D88BECF36B1BDAF8BC0BAD48D443EDA481CBE873B3EBD864FB5BEA2D053BE275F303F7547853E680B48BED52FABBECCBF79BE08B1B1BBBA3E0E3C6B8E3EBE79AEA4BE8010B63E5143E73D61C7BFBD03F561BD4F8F07BE2BE83BBF1CE0EC3C990789BEF65780BE3DE823BE20783B3EF4D395BE8996B7BE58CD233E521E413EAE7C75BE4BF90F3ED95095BDF8429A3D2567A1BE9238553E64049A3E3B17233E5EEF0E3EF56C71BF4371853DB272D0BB199316BD8F6D21BE62C6623C0D01D33D3E0F87BDD238EDBD93689D3EAB7C8DBE20DC833E540E353DFAE64DBE827894BDB3846BBE07D12C3E2E20B23D328A0EBE7D158DBE887A9A3D3917753E0823E9BC4D32D63DA186C0BDB9618A3C092395BDB18C963D3A40C1BEACE9243E6C736BBD7A9BB73D213DAEBD6206A43DBD4989BE3636983EC00DDABEC70585BE7252713D6A3EBB3E92668E3DB7DB7DBD5B69B6BE08DE43BD1DD5A2BB8E64D83E99431F3E51B9C3BEC0B6013FBC3ECABD462461BEFDC6BC3EB2CC4BBC321CBCBD6F09603DA24A583E484B7E3EA206B0BE3ECEFF3E8565723EA426C2BDB19351BE331178BED6ADFC3C65E425BEC8CE43BE5EAE4F3E92A8BA3D3E05CABDA7F73B3E4306AF3E75188CBE56711ABEAA4F713E7D0C383EBF23683D38CA943E864A8BBE6354BDBE6DD35DBE66F8FA3C"> {alignment = 64 : i64}
  memref.global "private" constant @__constant_16xf32 : memref<16xf32> = dense<[-0.199021697, -0.121804535, -0.243750036, -0.15510729, -0.251196802, 0.0918665528, 0.198722765, -0.120111488, -0.0518164486, -0.145258144, 0.132812798, 0.0222640093, 0.398539215, -2.738680e-01, 0.0906256213, 0.110997848]> {alignment = 64 : i64}
  memref.global "private" constant @__constant_16x4xf32 : memref<16x4xf32> = dense<[[-0.0901100412, 0.14588353, -0.359630674, 0.529700756], [-0.335511118, 0.229951814, -0.280280679, 0.28772077], [-0.0961935073, 0.0396057256, 0.0133359386, 0.275183529], [-0.0803868622, -0.741795957, -0.19001469, 0.0459280796], [-0.110117048, 0.192455217, 0.253831744, -0.0369429514], [-0.37241134, 0.346041292, 0.270763367, -0.0747977868], [0.527072132, -0.0872188658, -0.284279943, -0.0389683582], [0.269458443, -0.234363362, 0.487806261, -0.224131554], [0.238605574, 0.136115596, -0.0385142639, 0.270133257], [-0.374949694, 0.33939296, -0.0159210078, -0.135608807], [0.187293515, 0.264974743, 0.192448854, 0.499875963], [0.270181507, 0.320876658, -0.134965986, 0.0266309436], [0.14074564, -0.00443555927, 0.0754088089, 0.106526189], [0.211060986, -0.0254022218, -0.0874498039, -0.207078919], [-0.222933084, 0.293112814, -0.0211303718, 0.196736097], [-0.324340969, -4.845420e-01, -0.262272805, 0.286656737]]> {alignment = 64 : i64}
  func.func @main_graph(%arg0: memref<6x?x8xf32>, %arg1: memref<?x16xf32>) -> memref<?x4xf32> {
    %true = arith.constant true
    %false = arith.constant false
    %c2 = arith.constant 2 : index
    %c8_i64 = arith.constant 8 : i64
    %c6_i64 = arith.constant 6 : i64
    %c0_i64 = arith.constant 0 : i64
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %cst = arith.constant 0.000000e+00 : f32
    %0 = memref.get_global @__constant_16x4xf32 : memref<16x4xf32>
    %1 = memref.get_global @__constant_16xf32 : memref<16xf32>
    %2 = memref.get_global @__constant_16x16xf32 : memref<16x16xf32>
    %3 = memref.get_global @__constant_8x16xf32 : memref<8x16xf32>
    %4 = memref.get_global @__constant_1xi64 : memref<1xi64>
    %5 = memref.get_global @__constant_xi64 : memref<i64>
    %6 = memref.get_global @__constant_xi64_0 : memref<i64>
    %dim = memref.dim %arg0, %c1 : memref<6x?x8xf32>
    %7 = arith.index_cast %dim : index to i64
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<3xi64>
    memref.store %c6_i64, %alloc[%c0] : memref<3xi64>
    memref.store %7, %alloc[%c1] : memref<3xi64>
    memref.store %c8_i64, %alloc[%c2] : memref<3xi64>
    %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<1xi64>
    linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%4 : memref<1xi64>) outs(%alloc_0 : memref<1xi64>) {
    ^bb0(%in: i64, %out: i64):
      %11 = arith.index_cast %in : i64 to index
      %12 = memref.load %alloc[%11] : memref<3xi64>
      linalg.yield %12 : i64
    }
    %collapse_shape = memref.collapse_shape %alloc_0 [] : memref<1xi64> into memref<i64>
    %8 = memref.load %collapse_shape[] : memref<i64>
    %9 = arith.index_cast %8 : i64 to index
    %10:2 = scf.for %arg2 = %c0 to %9 step %c1 iter_args(%arg3 = %arg1, %arg4 = %false) -> (memref<?x16xf32>, i1) {
      %11 = arith.index_cast %arg2 : index to i64
      %alloc_3 = memref.alloc() {alignment = 64 : i64} : memref<i64>
      %alloc_4 = memref.alloc() {alignment = 64 : i64} : memref<i64>
      linalg.fill ins(%11 : i64) outs(%alloc_4 : memref<i64>)
      %alloc_5 = memref.alloc() {alignment = 64 : i64} : memref<i1>
      linalg.generic {indexing_maps = [#map1, #map1], iterator_types = []} ins(%alloc_4 : memref<i64>) outs(%alloc_5 : memref<i1>) {
      ^bb0(%in: i64, %out: i1):
        %15 = arith.cmpi slt, %in, %c0_i64 : i64
        linalg.yield %15 : i1
      }
      %12 = arith.addi %11, %c6_i64 : i64
      linalg.fill ins(%12 : i64) outs(%alloc_3 : memref<i64>)
      linalg.generic {indexing_maps = [#map1, #map1, #map1, #map1], iterator_types = []} ins(%alloc_5, %alloc_3, %alloc_4 : memref<i1>, memref<i64>, memref<i64>) outs(%alloc_3 : memref<i64>) {
      ^bb0(%in: i1, %in_15: i64, %in_16: i64, %out: i64):
        %15 = arith.select %in, %in_15, %in_16 : i64
        linalg.yield %15 : i64
      }
      %expand_shape = memref.expand_shape %alloc_3 [] output_shape [1] : memref<i64> into memref<1xi64>
      %alloc_6 = memref.alloc(%dim) {alignment = 64 : i64} : memref<1x?x8xf32>
      linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expand_shape : memref<1xi64>) outs(%alloc_6 : memref<1x?x8xf32>) {
      ^bb0(%in: i64, %out: f32):
        %15 = arith.index_cast %in : i64 to index
        %16 = linalg.index 1 : index
        %17 = linalg.index 2 : index
        %18 = memref.load %arg0[%15, %16, %17] : memref<6x?x8xf32>
        linalg.yield %18 : f32
      }
      %collapse_shape_7 = memref.collapse_shape %alloc_6 [[0, 1], [2]] : memref<1x?x8xf32> into memref<?x8xf32>
      %alloc_8 = memref.alloc(%dim) {alignment = 64 : i64} : memref<?x16xf32>
      linalg.fill ins(%cst : f32) outs(%alloc_8 : memref<?x16xf32>)
      linalg.matmul ins(%collapse_shape_7, %3 : memref<?x8xf32>, memref<8x16xf32>) outs(%alloc_8 : memref<?x16xf32>)
      %dim_9 = memref.dim %arg3, %c0 : memref<?x16xf32>
      %alloc_10 = memref.alloc(%dim_9) {alignment = 64 : i64} : memref<?x16xf32>
      linalg.fill ins(%cst : f32) outs(%alloc_10 : memref<?x16xf32>)
      linalg.matmul ins(%arg3, %2 : memref<?x16xf32>, memref<16x16xf32>) outs(%alloc_10 : memref<?x16xf32>)
      %13 = arith.cmpi eq, %dim, %dim_9 : index
      cf.assert %13, "mismatched size for broadcast"
      linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%alloc_8, %alloc_10 : memref<?x16xf32>, memref<?x16xf32>) outs(%alloc_8 : memref<?x16xf32>) {
      ^bb0(%in: f32, %in_15: f32, %out: f32):
        %15 = arith.addf %in, %in_15 : f32
        linalg.yield %15 : f32
      }
      linalg.generic {indexing_maps = [#map4, #map5, #map4], iterator_types = ["parallel", "parallel"]} ins(%alloc_8, %1 : memref<?x16xf32>, memref<16xf32>) outs(%alloc_8 : memref<?x16xf32>) {
      ^bb0(%in: f32, %in_15: f32, %out: f32):
        %15 = arith.addf %in, %in_15 : f32
        linalg.yield %15 : f32
      }
      linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = []} ins(%alloc_4, %5 : memref<i64>, memref<i64>) outs(%alloc_3 : memref<i64>) {
      ^bb0(%in: i64, %in_15: i64, %out: i64):
        %15 = arith.remsi %in, %in_15 : i64
        %16 = arith.cmpi ne, %15, %c0_i64 : i64
        %17 = arith.cmpi slt, %in_15, %c0_i64 : i64
        %18 = arith.cmpi slt, %15, %c0_i64 : i64
        %19 = arith.xori %17, %18 : i1
        %20 = arith.andi %16, %19 : i1
        %21 = arith.addi %15, %in_15 : i64
        %22 = arith.select %20, %21, %15 : i64
        linalg.yield %22 : i64
      }
      linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = []} ins(%alloc_3, %6 : memref<i64>, memref<i64>) outs(%alloc_5 : memref<i1>) {
      ^bb0(%in: i64, %in_15: i64, %out: i1):
        %15 = arith.cmpi eq, %in, %in_15 : i64
        linalg.yield %15 : i1
      }
      %14 = memref.load %alloc_5[] : memref<i1>
      scf.if %14 {
        linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%alloc_8 : memref<?x16xf32>) outs(%alloc_8 : memref<?x16xf32>) {
        ^bb0(%in: f32, %out: f32):
          %15 = math.tanh %in : f32
          linalg.yield %15 : f32
        }
      } else {
        linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%alloc_8 : memref<?x16xf32>) outs(%alloc_8 : memref<?x16xf32>) {
        ^bb0(%in: f32, %out: f32):
          %15 = arith.cmpf ugt, %in, %cst : f32
          %16 = arith.select %15, %in, %cst : f32
          linalg.yield %16 : f32
        }
      }
      %base_buffer_11, %offset_12, %sizes_13:2, %strides_14:2 = memref.extract_strided_metadata %arg3 : memref<?x16xf32> -> memref<f32>, index, index, index, index, index
      scf.if %arg4 {
        memref.dealloc %base_buffer_11 : memref<f32>
      }
      memref.dealloc %alloc_3 : memref<i64>
      memref.dealloc %alloc_4 : memref<i64>
      memref.dealloc %alloc_5 : memref<i1>
      memref.dealloc %alloc_6 : memref<1x?x8xf32>
      memref.dealloc %alloc_10 : memref<?x16xf32>
      scf.yield %alloc_8, %true : memref<?x16xf32>, i1
    }
    %dim_1 = memref.dim %10#0, %c0 : memref<?x16xf32>
    %alloc_2 = memref.alloc(%dim_1) {alignment = 64 : i64} : memref<?x4xf32>
    linalg.fill ins(%cst : f32) outs(%alloc_2 : memref<?x4xf32>)
    linalg.matmul ins(%10#0, %0 : memref<?x16xf32>, memref<16x4xf32>) outs(%alloc_2 : memref<?x4xf32>)
    %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %10#0 : memref<?x16xf32> -> memref<f32>, index, index, index, index, index
    memref.dealloc %alloc : memref<3xi64>
    memref.dealloc %alloc_0 : memref<1xi64>
    scf.if %10#1 {
      memref.dealloc %base_buffer : memref<f32>
    }
    return %alloc_2 : memref<?x4xf32>
  }
}

